/** The part of autocannon's API the HTTP bench uses (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      pipelining?: number;
      duration?: number;
      method?: string;
      body?: string;
      headers?: Record<string, string>;
      /** Each connection cycles through these in order (path relative to url). */
      requests?: Request[];
    }
    interface Request {
      method?: string;
      path?: string;
      body?: string;
      headers?: Record<string, string>;
      /** Called before each send (the request is rebuilt each time). */
      setupRequest?: (request: Request) => Request;
    }
    interface Histogram {
      average: number;
      p50: number;
      p99: number;
      total: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      non2xx: number;
      errors: number;
      timeouts: number;
      '2xx': number;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
