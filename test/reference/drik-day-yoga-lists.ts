/**
 * Drik Panchang's whole-year lists of 2026 for Guru Pushya and Ravi Pushya, Amrita Siddhi and Sarvartha Siddhi
 * yoga in three cities, as the gerimantas/VedaCal repository stores them (tests/fixtures/marks/<city>-2026.json,
 * fetched 2026-10-09), each span with the Drik page it came from:
 * - drikpanchang.com/yoga/gurupushya-yoga-date-time.html?year=2026&geoname-id=<id> (and ravipushya-, amritsiddhi-);
 * - drikpanchang.com/yoga/sarvarthasiddhi-yoga-date-time.html?date=01/<MM>/2026&geoname-id=<id>, one page a month.
 * Drik prints each span cut at sunrise (a span over a sunrise is two rows); the instants are UTC minutes as VedaCal
 * stored them. Nothing here is computed by this project.
 */
import type { DayYogaId } from '../../src/domain/day-yogas/index.ts';

export interface DrikYearList {
  city: string;
  geonameId: number;
  latitudeDeg: number;
  longitudeDeg: number;
  zone: string;
  /** One span a line: `id MM-DDTHH:MM MM-DDTHH:MM`, UTC, 2026. */
  spans: string;
}

/** The yogas the lists cover. */
export const DRIK_YEAR_LIST_IDS: readonly DayYogaId[] = ['sarvartha_siddhi', 'amrita_siddhi', 'guru_pushya', 'ravi_pushya'];

export const DRIK_YEAR_LISTS_2026: readonly DrikYearList[] = [
  {
    city: 'New Delhi',
    geonameId: 1261481,
    latitudeDeg: 28.6139,
    longitudeDeg: 77.209,
    zone: 'Asia/Kolkata',
    spans: `
ravi_pushya 01-04T09:41 01-05T01:45
ravi_pushya 02-01T01:39 02-01T18:28
ravi_pushya 03-01T01:16 03-01T03:04
guru_pushya 04-23T15:27 04-24T00:17
guru_pushya 05-20T23:57 05-21T21:19
guru_pushya 06-17T23:53 06-18T06:02
ravi_pushya 10-04T18:43 10-05T00:46
ravi_pushya 11-01T01:03 11-01T23:00
ravi_pushya 11-29T01:25 11-29T05:29
amrita_siddhi 01-14T01:45 01-14T21:33
amrita_siddhi 02-11T01:33 02-11T05:23
amrita_siddhi 02-20T14:37 02-21T01:24
amrita_siddhi 03-20T00:55 03-20T20:57
amrita_siddhi 04-17T00:24 04-17T06:32
amrita_siddhi 04-20T20:38 04-21T00:20
amrita_siddhi 04-23T15:27 04-24T00:17
amrita_siddhi 05-18T06:02 05-18T23:58
amrita_siddhi 05-20T23:57 05-21T21:19
amrita_siddhi 06-13T19:46 06-13T23:53
amrita_siddhi 06-14T23:53 06-15T13:38
amrita_siddhi 06-17T23:53 06-18T06:02
amrita_siddhi 07-11T05:33 07-12T00:02
amrita_siddhi 07-13T00:02 07-13T00:11
amrita_siddhi 07-19T12:42 07-20T00:06
amrita_siddhi 08-04T16:24 08-05T00:15
amrita_siddhi 08-08T00:16 08-08T11:21
amrita_siddhi 08-16T00:21 08-16T22:20
amrita_siddhi 09-01T00:29 09-01T21:12
amrita_siddhi 09-13T00:35 09-13T07:37
amrita_siddhi 09-16T11:52 09-17T00:37
amrita_siddhi 09-29T00:43 09-29T03:33
amrita_siddhi 10-14T00:51 10-14T22:33
amrita_siddhi 11-11T01:10 11-11T06:08
amrita_siddhi 12-18T10:40 12-19T01:39
sarvartha_siddhi 01-04T09:41 01-05T01:45
sarvartha_siddhi 01-05T01:45 01-05T07:55
sarvartha_siddhi 01-06T01:45 01-06T06:47
sarvartha_siddhi 01-14T01:45 01-14T21:33
sarvartha_siddhi 01-18T04:44 01-19T01:44
sarvartha_siddhi 01-19T06:22 01-20T01:44
sarvartha_siddhi 01-25T08:05 01-26T01:42
sarvartha_siddhi 01-27T05:38 01-28T01:41
sarvartha_siddhi 01-28T01:41 01-29T01:41
sarvartha_siddhi 01-30T21:57 01-31T01:40
sarvartha_siddhi 02-01T01:39 02-01T18:28
sarvartha_siddhi 02-07T20:58 02-08T01:35
sarvartha_siddhi 02-11T01:33 02-11T05:23
sarvartha_siddhi 02-15T01:30 02-15T14:18
sarvartha_siddhi 02-16T01:29 02-16T15:17
sarvartha_siddhi 02-20T14:37 02-21T01:24
sarvartha_siddhi 02-22T01:23 02-22T12:24
sarvartha_siddhi 02-24T01:21 02-24T09:37
sarvartha_siddhi 02-25T01:20 02-26T01:19
sarvartha_siddhi 02-27T05:18 02-28T01:17
sarvartha_siddhi 03-01T01:16 03-01T03:04
sarvartha_siddhi 03-07T05:45 03-08T01:09
sarvartha_siddhi 03-09T10:41 03-10T01:07
sarvartha_siddhi 03-14T23:19 03-15T01:01
sarvartha_siddhi 03-19T22:35 03-20T00:55
sarvartha_siddhi 03-20T00:55 03-21T00:54
sarvartha_siddhi 03-23T15:19 03-24T00:51
sarvartha_siddhi 03-25T00:50 03-25T12:03
sarvartha_siddhi 03-26T10:49 03-27T00:47
sarvartha_siddhi 03-27T00:47 03-27T09:54
sarvartha_siddhi 04-01T10:47 04-02T00:40
sarvartha_siddhi 04-04T00:38 04-04T16:05
sarvartha_siddhi 04-06T00:36 04-06T21:27
sarvartha_siddhi 04-11T08:09 04-12T00:29
sarvartha_siddhi 04-16T08:29 04-17T00:24
sarvartha_siddhi 04-17T00:24 04-18T00:23
sarvartha_siddhi 04-20T00:21 04-21T00:20
sarvartha_siddhi 04-23T00:18 04-24T00:17
sarvartha_siddhi 04-29T00:12 04-29T18:46
sarvartha_siddhi 05-04T00:08 05-04T04:28
sarvartha_siddhi 05-08T15:50 05-09T00:04
sarvartha_siddhi 05-09T00:04 05-09T17:54
sarvartha_siddhi 05-12T19:47 05-13T00:02
sarvartha_siddhi 05-14T00:01 05-15T00:00
sarvartha_siddhi 05-15T00:00 05-15T14:44
sarvartha_siddhi 05-17T23:59 05-18T23:58
sarvartha_siddhi 05-20T23:57 05-21T21:19
sarvartha_siddhi 05-24T21:21 05-24T23:56
sarvartha_siddhi 05-26T23:55 05-27T00:26
sarvartha_siddhi 06-04T23:53 06-05T23:53
sarvartha_siddhi 06-05T23:53 06-06T00:33
sarvartha_siddhi 06-09T04:09 06-09T23:53
sarvartha_siddhi 06-10T23:53 06-11T23:53
sarvartha_siddhi 06-11T23:53 06-12T00:58
sarvartha_siddhi 06-13T19:46 06-13T23:53
sarvartha_siddhi 06-14T23:53 06-15T13:38
sarvartha_siddhi 06-17T23:53 06-18T06:02
sarvartha_siddhi 06-21T04:01 06-21T23:54
sarvartha_siddhi 06-26T13:46 06-26T23:55
sarvartha_siddhi 06-28T19:38 06-28T23:56
sarvartha_siddhi 07-02T23:58 07-03T06:16
sarvartha_siddhi 07-06T23:59 07-07T10:54
sarvartha_siddhi 07-09T00:00 07-09T09:26
sarvartha_siddhi 07-11T05:33 07-12T00:02
sarvartha_siddhi 07-13T00:02 07-13T00:11
sarvartha_siddhi 07-19T00:05 07-20T00:06
sarvartha_siddhi 07-23T20:12 07-24T00:08
sarvartha_siddhi 07-24T00:08 07-24T23:06
sarvartha_siddhi 07-26T02:04 07-27T00:10
sarvartha_siddhi 08-02T16:07 08-03T00:14
sarvartha_siddhi 08-04T16:24 08-05T00:15
sarvartha_siddhi 08-08T00:16 08-08T11:21
sarvartha_siddhi 08-16T00:21 08-16T22:20
sarvartha_siddhi 08-20T03:38 08-21T00:23
sarvartha_siddhi 08-21T00:23 08-21T06:23
sarvartha_siddhi 08-23T00:24 08-23T12:14
sarvartha_siddhi 08-30T00:28 08-30T22:14
sarvartha_siddhi 09-01T00:29 09-01T21:12
sarvartha_siddhi 09-02T20:13 09-03T00:30
sarvartha_siddhi 09-07T12:44 09-08T00:32
sarvartha_siddhi 09-08T11:09 09-09T00:33
sarvartha_siddhi 09-13T00:35 09-13T07:37
sarvartha_siddhi 09-16T11:52 09-17T00:37
sarvartha_siddhi 09-17T00:37 09-17T14:23
sarvartha_siddhi 09-20T23:04 09-21T00:39
sarvartha_siddhi 09-27T00:42 09-27T05:38
sarvartha_siddhi 09-29T00:43 09-29T03:33
sarvartha_siddhi 09-30T02:06 10-01T00:44
sarvartha_siddhi 10-04T18:43 10-05T00:46
sarvartha_siddhi 10-05T00:46 10-05T17:39
sarvartha_siddhi 10-06T00:47 10-06T16:47
sarvartha_siddhi 10-14T00:51 10-14T22:33
sarvartha_siddhi 10-18T07:19 10-19T00:54
sarvartha_siddhi 10-19T10:08 10-20T00:55
sarvartha_siddhi 10-25T13:52 10-26T00:59
sarvartha_siddhi 10-27T10:09 10-28T01:00
sarvartha_siddhi 10-28T01:00 10-29T01:01
sarvartha_siddhi 11-01T01:03 11-01T23:00
sarvartha_siddhi 11-08T00:22 11-08T01:08
sarvartha_siddhi 11-11T01:10 11-11T06:08
sarvartha_siddhi 11-15T01:14 11-15T17:58
sarvartha_siddhi 11-16T01:14 11-16T20:47
sarvartha_siddhi 11-22T01:19 11-22T22:45
sarvartha_siddhi 11-24T01:21 11-24T17:55
sarvartha_siddhi 11-25T01:22 11-26T01:22
sarvartha_siddhi 11-27T09:38 11-28T01:24
sarvartha_siddhi 11-29T01:25 11-29T05:29
sarvartha_siddhi 12-05T06:18 12-06T01:30
sarvartha_siddhi 12-07T10:18 12-08T01:31
sarvartha_siddhi 12-13T00:42 12-13T01:35
sarvartha_siddhi 12-14T01:36 12-14T03:42
sarvartha_siddhi 12-18T10:40 12-19T01:39
sarvartha_siddhi 12-20T01:39 12-20T09:25
sarvartha_siddhi 12-22T01:40 12-22T05:15
sarvartha_siddhi 12-23T01:41 12-23T23:23
sarvartha_siddhi 12-24T20:17 12-25T01:41
sarvartha_siddhi 12-25T01:41 12-25T17:20
sarvartha_siddhi 12-30T10:06 12-31T01:44
`,
  },
  {
    city: 'New York',
    geonameId: 5128581,
    latitudeDeg: 40.71427,
    longitudeDeg: -74.00597,
    zone: 'America/New_York',
    spans: `
ravi_pushya 01-04T12:20 01-05T07:55
ravi_pushya 02-01T12:06 02-01T18:28
ravi_pushya 10-04T18:43 10-05T10:57
ravi_pushya 11-01T11:26 11-01T23:00
guru_pushya 03-27T09:54 03-27T10:48
guru_pushya 04-23T15:27 04-24T10:04
guru_pushya 05-21T09:34 05-21T21:19
amrita_siddhi 01-14T12:18 01-14T21:33
amrita_siddhi 01-24T08:46 01-24T12:13
amrita_siddhi 02-20T14:37 02-21T11:42
amrita_siddhi 03-20T10:59 03-20T20:57
amrita_siddhi 03-27T09:54 03-27T10:48
amrita_siddhi 04-20T20:38 04-21T10:08
amrita_siddhi 04-23T15:27 04-24T10:04
amrita_siddhi 05-17T09:02 05-17T09:37
amrita_siddhi 05-18T09:36 05-19T03:11
amrita_siddhi 05-21T09:34 05-21T21:19
amrita_siddhi 06-13T19:46 06-14T09:24
amrita_siddhi 06-15T09:24 06-15T13:38
amrita_siddhi 06-22T04:52 06-22T09:25
amrita_siddhi 07-11T09:35 07-12T02:59
amrita_siddhi 07-19T12:42 07-20T09:42
amrita_siddhi 08-04T16:24 08-05T09:57
amrita_siddhi 08-08T10:00 08-08T11:21
amrita_siddhi 08-16T10:07 08-16T22:20
amrita_siddhi 08-20T03:38 08-20T10:11
amrita_siddhi 09-01T10:23 09-01T21:12
amrita_siddhi 09-16T11:52 09-17T10:39
amrita_siddhi 10-14T11:06 10-14T22:33
amrita_siddhi 11-21T01:20 11-21T11:50
amrita_siddhi 12-18T12:15 12-19T10:28
sarvartha_siddhi 01-03T11:57 01-03T12:20
sarvartha_siddhi 01-04T12:20 01-05T07:55
sarvartha_siddhi 01-14T12:18 01-14T21:33
sarvartha_siddhi 01-18T12:16 01-19T06:22
sarvartha_siddhi 01-19T12:16 01-20T07:36
sarvartha_siddhi 01-24T08:46 01-24T12:13
sarvartha_siddhi 01-25T12:12 01-26T07:02
sarvartha_siddhi 01-27T12:10 01-28T03:56
sarvartha_siddhi 01-28T12:10 01-29T12:09
sarvartha_siddhi 01-30T21:57 01-31T12:07
sarvartha_siddhi 02-01T12:06 02-01T18:28
sarvartha_siddhi 02-07T20:58 02-08T11:58
sarvartha_siddhi 02-10T02:25 02-10T11:56
sarvartha_siddhi 02-15T11:50 02-15T14:18
sarvartha_siddhi 02-16T11:49 02-16T15:17
sarvartha_siddhi 02-20T14:37 02-21T11:42
sarvartha_siddhi 02-22T11:40 02-22T12:24
sarvartha_siddhi 02-24T09:37 02-24T11:37
sarvartha_siddhi 02-25T11:36 02-26T06:41
sarvartha_siddhi 02-27T05:18 02-27T11:33
sarvartha_siddhi 02-27T11:33 02-28T04:05
sarvartha_siddhi 03-05T02:47 03-05T11:24
sarvartha_siddhi 03-07T11:21 03-08T08:01
sarvartha_siddhi 03-09T11:17 03-10T11:16
sarvartha_siddhi 03-14T23:19 03-15T11:08
sarvartha_siddhi 03-19T22:35 03-20T10:59
sarvartha_siddhi 03-20T10:59 03-21T10:58
sarvartha_siddhi 03-23T15:19 03-24T10:53
sarvartha_siddhi 03-25T10:51 03-25T12:03
sarvartha_siddhi 03-26T10:49 03-27T10:48
sarvartha_siddhi 04-01T10:47 04-02T10:38
sarvartha_siddhi 04-04T10:35 04-04T16:05
sarvartha_siddhi 04-06T10:31 04-06T21:27
sarvartha_siddhi 04-11T08:09 04-11T10:23
sarvartha_siddhi 04-11T10:23 04-12T09:44
sarvartha_siddhi 04-15T09:52 04-15T10:17
sarvartha_siddhi 04-16T10:16 04-17T10:14
sarvartha_siddhi 04-17T10:14 04-18T04:12
sarvartha_siddhi 04-20T10:10 04-21T10:08
sarvartha_siddhi 04-23T10:05 04-24T10:04
sarvartha_siddhi 04-29T09:57 04-29T18:46
sarvartha_siddhi 05-08T15:50 05-09T09:45
sarvartha_siddhi 05-09T09:45 05-09T17:54
sarvartha_siddhi 05-12T19:47 05-13T09:41
sarvartha_siddhi 05-14T09:40 05-15T09:39
sarvartha_siddhi 05-15T09:39 05-15T14:44
sarvartha_siddhi 05-17T09:02 05-17T09:37
sarvartha_siddhi 05-18T09:36 05-19T03:11
sarvartha_siddhi 05-21T09:34 05-21T21:19
sarvartha_siddhi 05-24T21:21 05-25T09:31
sarvartha_siddhi 05-30T07:50 05-30T09:28
sarvartha_siddhi 06-05T09:26 06-06T00:33
sarvartha_siddhi 06-09T09:25 06-10T03:51
sarvartha_siddhi 06-11T09:24 06-12T00:58
sarvartha_siddhi 06-13T19:46 06-14T09:24
sarvartha_siddhi 06-15T09:24 06-15T13:38
sarvartha_siddhi 06-21T09:25 06-22T09:25
sarvartha_siddhi 06-26T13:46 06-27T09:27
sarvartha_siddhi 06-28T19:38 06-29T09:28
sarvartha_siddhi 07-07T09:32 07-07T10:54
sarvartha_siddhi 07-11T09:35 07-12T02:59
sarvartha_siddhi 07-19T09:41 07-20T09:42
sarvartha_siddhi 07-23T20:12 07-24T09:45
sarvartha_siddhi 07-24T09:45 07-24T23:06
sarvartha_siddhi 07-26T09:47 07-27T04:58
sarvartha_siddhi 08-02T16:07 08-03T09:55
sarvartha_siddhi 08-04T16:24 08-05T09:57
sarvartha_siddhi 08-08T10:00 08-08T11:21
sarvartha_siddhi 08-11T04:39 08-11T10:03
sarvartha_siddhi 08-12T02:29 08-12T10:04
sarvartha_siddhi 08-16T10:07 08-16T22:20
sarvartha_siddhi 08-20T03:38 08-20T10:11
sarvartha_siddhi 08-20T10:11 08-21T06:23
sarvartha_siddhi 08-23T10:14 08-23T12:14
sarvartha_siddhi 08-30T10:21 08-30T22:14
sarvartha_siddhi 09-01T10:23 09-01T21:12
sarvartha_siddhi 09-02T20:13 09-03T10:25
sarvartha_siddhi 09-07T12:44 09-08T10:30
sarvartha_siddhi 09-08T11:09 09-09T09:44
sarvartha_siddhi 09-16T11:52 09-17T10:39
sarvartha_siddhi 09-17T10:39 09-17T14:23
sarvartha_siddhi 09-20T23:04 09-21T10:43
sarvartha_siddhi 09-22T01:36 09-22T10:44
sarvartha_siddhi 09-28T04:46 09-28T10:50
sarvartha_siddhi 09-30T02:06 09-30T10:52
sarvartha_siddhi 09-30T10:52 10-01T10:53
sarvartha_siddhi 10-04T18:43 10-05T10:57
sarvartha_siddhi 10-05T10:57 10-05T17:39
sarvartha_siddhi 10-06T10:58 10-06T16:47
sarvartha_siddhi 10-14T11:06 10-14T22:33
sarvartha_siddhi 10-18T11:11 10-19T10:08
sarvartha_siddhi 10-19T11:12 10-20T11:13
sarvartha_siddhi 10-25T13:52 10-26T11:19
sarvartha_siddhi 10-27T11:21 10-28T07:56
sarvartha_siddhi 10-28T11:22 10-29T11:23
sarvartha_siddhi 10-31T01:42 10-31T11:25
sarvartha_siddhi 11-01T11:26 11-01T23:00
sarvartha_siddhi 11-08T00:22 11-08T11:35
sarvartha_siddhi 11-10T03:49 11-10T11:37
sarvartha_siddhi 11-15T11:43 11-15T17:58
sarvartha_siddhi 11-16T11:44 11-16T20:46
sarvartha_siddhi 11-21T01:20 11-21T11:50
sarvartha_siddhi 11-22T11:51 11-22T22:45
sarvartha_siddhi 11-24T11:53 11-24T17:55
sarvartha_siddhi 11-25T11:54 11-26T11:55
sarvartha_siddhi 11-27T09:38 11-27T11:56
sarvartha_siddhi 11-27T11:56 11-28T07:20
sarvartha_siddhi 12-03T03:53 12-03T12:03
sarvartha_siddhi 12-05T12:05 12-06T08:08
sarvartha_siddhi 12-07T12:06 12-08T12:07
sarvartha_siddhi 12-13T00:42 12-13T12:11
sarvartha_siddhi 12-18T10:40 12-18T12:15
sarvartha_siddhi 12-18T12:15 12-19T12:15
sarvartha_siddhi 12-22T05:15 12-22T12:17
sarvartha_siddhi 12-23T12:17 12-23T23:23
sarvartha_siddhi 12-24T20:17 12-25T12:18
sarvartha_siddhi 12-25T12:18 12-25T17:20
sarvartha_siddhi 12-30T12:20 12-31T10:43
`,
  },
  {
    city: 'Vilnius',
    geonameId: 593116,
    latitudeDeg: 54.68916,
    longitudeDeg: 25.2798,
    zone: 'Europe/Vilnius',
    spans: `
ravi_pushya 01-04T09:41 01-05T06:41
ravi_pushya 02-01T06:09 02-01T18:28
ravi_pushya 10-04T18:43 10-05T04:28
ravi_pushya 11-01T05:21 11-01T23:00
guru_pushya 04-23T15:27 04-24T02:56
guru_pushya 05-21T02:03 05-21T21:19
guru_pushya 06-18T01:41 06-18T06:02
amrita_siddhi 01-14T06:34 01-14T21:33
amrita_siddhi 02-20T14:37 02-21T05:27
amrita_siddhi 03-20T04:22 03-20T20:57
amrita_siddhi 04-17T03:12 04-17T06:32
amrita_siddhi 04-20T20:38 04-21T03:03
amrita_siddhi 04-23T15:27 04-24T02:56
amrita_siddhi 05-18T06:02 05-19T02:06
amrita_siddhi 05-21T02:03 05-21T21:19
amrita_siddhi 06-13T19:46 06-14T01:42
amrita_siddhi 06-15T01:42 06-15T13:38
amrita_siddhi 06-18T01:41 06-18T06:02
amrita_siddhi 07-11T05:33 07-12T01:58
amrita_siddhi 07-19T12:42 07-20T02:09
amrita_siddhi 08-04T16:24 08-05T02:36
amrita_siddhi 08-08T02:41 08-08T11:21
amrita_siddhi 08-16T02:56 08-16T22:20
amrita_siddhi 09-01T03:26 09-01T21:12
amrita_siddhi 09-13T03:48 09-13T07:37
amrita_siddhi 09-16T11:52 09-17T03:55
amrita_siddhi 10-14T04:46 10-14T22:33
amrita_siddhi 11-11T05:41 11-11T06:08
amrita_siddhi 11-21T01:20 11-21T06:01
amrita_siddhi 12-18T10:40 12-19T06:39
sarvartha_siddhi 01-04T09:41 01-05T06:41
sarvartha_siddhi 01-05T06:41 01-05T07:55
sarvartha_siddhi 01-06T06:40 01-06T06:47
sarvartha_siddhi 01-14T06:34 01-14T21:33
sarvartha_siddhi 01-18T06:30 01-19T06:22
sarvartha_siddhi 01-19T06:28 01-20T06:27
sarvartha_siddhi 01-25T08:05 01-26T06:19
sarvartha_siddhi 01-27T06:17 01-28T03:56
sarvartha_siddhi 01-28T06:15 01-29T06:14
sarvartha_siddhi 01-30T21:57 01-31T06:10
sarvartha_siddhi 02-01T06:09 02-01T18:28
sarvartha_siddhi 02-07T20:58 02-08T05:55
sarvartha_siddhi 02-10T02:25 02-10T05:51
sarvartha_siddhi 02-15T05:41 02-15T14:18
sarvartha_siddhi 02-16T05:39 02-16T15:17
sarvartha_siddhi 02-20T14:37 02-21T05:27
sarvartha_siddhi 02-22T05:25 02-22T12:24
sarvartha_siddhi 02-24T05:20 02-24T09:37
sarvartha_siddhi 02-25T05:18 02-26T05:16
sarvartha_siddhi 02-27T05:18 02-28T04:05
sarvartha_siddhi 03-05T02:47 03-05T04:59
sarvartha_siddhi 03-07T05:45 03-08T04:52
sarvartha_siddhi 03-09T10:41 03-10T04:47
sarvartha_siddhi 03-14T23:19 03-15T04:34
sarvartha_siddhi 03-19T22:35 03-20T04:22
sarvartha_siddhi 03-20T04:22 03-21T04:19
sarvartha_siddhi 03-23T15:19 03-24T04:11
sarvartha_siddhi 03-25T04:09 03-25T12:03
sarvartha_siddhi 03-26T10:49 03-27T04:04
sarvartha_siddhi 03-27T04:04 03-27T09:54
sarvartha_siddhi 04-01T10:47 04-02T03:49
sarvartha_siddhi 04-04T03:44 04-04T16:05
sarvartha_siddhi 04-06T03:39 04-06T21:27
sarvartha_siddhi 04-11T08:09 04-12T03:24
sarvartha_siddhi 04-16T08:29 04-17T03:12
sarvartha_siddhi 04-17T03:12 04-18T03:10
sarvartha_siddhi 04-20T03:05 04-21T03:03
sarvartha_siddhi 04-23T02:58 04-24T02:56
sarvartha_siddhi 04-29T02:45 04-29T18:46
sarvartha_siddhi 05-04T02:34 05-04T04:28
sarvartha_siddhi 05-08T15:50 05-09T02:24
sarvartha_siddhi 05-09T02:24 05-09T17:54
sarvartha_siddhi 05-12T19:47 05-13T02:17
sarvartha_siddhi 05-14T02:15 05-15T02:13
sarvartha_siddhi 05-15T02:13 05-15T14:44
sarvartha_siddhi 05-18T02:08 05-19T02:06
sarvartha_siddhi 05-21T02:03 05-21T21:19
sarvartha_siddhi 05-24T21:21 05-25T01:58
sarvartha_siddhi 06-05T01:46 06-06T00:33
sarvartha_siddhi 06-09T04:09 06-10T01:43
sarvartha_siddhi 06-11T01:43 06-12T00:58
sarvartha_siddhi 06-13T19:46 06-14T01:42
sarvartha_siddhi 06-15T01:42 06-15T13:38
sarvartha_siddhi 06-18T01:41 06-18T06:02
sarvartha_siddhi 06-21T04:01 06-22T01:42
sarvartha_siddhi 06-26T13:46 06-27T01:44
sarvartha_siddhi 06-28T19:38 06-29T01:45
sarvartha_siddhi 07-03T01:48 07-03T06:16
sarvartha_siddhi 07-07T01:52 07-07T10:54
sarvartha_siddhi 07-09T01:54 07-09T09:26
sarvartha_siddhi 07-11T05:33 07-12T01:58
sarvartha_siddhi 07-19T02:08 07-20T02:09
sarvartha_siddhi 07-23T20:12 07-24T02:15
sarvartha_siddhi 07-24T02:15 07-24T23:06
sarvartha_siddhi 07-26T02:19 07-27T02:20
sarvartha_siddhi 08-02T16:07 08-03T02:32
sarvartha_siddhi 08-04T16:24 08-05T02:36
sarvartha_siddhi 08-08T02:41 08-08T11:21
sarvartha_siddhi 08-12T02:29 08-12T02:49
sarvartha_siddhi 08-16T02:56 08-16T22:20
sarvartha_siddhi 08-20T03:38 08-21T03:05
sarvartha_siddhi 08-21T03:05 08-21T06:23
sarvartha_siddhi 08-23T03:09 08-23T12:14
sarvartha_siddhi 08-30T03:22 08-30T22:14
sarvartha_siddhi 09-01T03:26 09-01T21:12
sarvartha_siddhi 09-02T20:13 09-03T03:29
sarvartha_siddhi 09-07T12:44 09-08T03:38
sarvartha_siddhi 09-08T11:09 09-09T03:40
sarvartha_siddhi 09-13T03:48 09-13T07:37
sarvartha_siddhi 09-16T11:52 09-17T03:55
sarvartha_siddhi 09-17T03:55 09-17T14:23
sarvartha_siddhi 09-20T23:04 09-21T04:02
sarvartha_siddhi 09-22T01:36 09-22T04:04
sarvartha_siddhi 09-27T04:13 09-27T05:38
sarvartha_siddhi 09-30T02:06 09-30T04:19
sarvartha_siddhi 09-30T04:19 10-01T04:21
sarvartha_siddhi 10-04T18:43 10-05T04:28
sarvartha_siddhi 10-05T04:28 10-05T17:39
sarvartha_siddhi 10-06T04:30 10-06T16:47
sarvartha_siddhi 10-14T04:46 10-14T22:33
sarvartha_siddhi 10-18T07:19 10-19T04:55
sarvartha_siddhi 10-19T10:08 10-20T04:57
sarvartha_siddhi 10-25T13:52 10-26T05:09
sarvartha_siddhi 10-27T10:09 10-28T05:13
sarvartha_siddhi 10-28T05:13 10-29T05:15
sarvartha_siddhi 10-31T01:42 10-31T05:19
sarvartha_siddhi 11-01T05:21 11-01T23:00
sarvartha_siddhi 11-08T00:22 11-08T05:35
sarvartha_siddhi 11-10T03:49 11-10T05:39
sarvartha_siddhi 11-11T05:41 11-11T06:08
sarvartha_siddhi 11-15T05:49 11-15T17:58
sarvartha_siddhi 11-16T05:51 11-16T20:46
sarvartha_siddhi 11-21T01:20 11-21T06:01
sarvartha_siddhi 11-22T06:03 11-22T22:45
sarvartha_siddhi 11-24T06:06 11-24T17:55
sarvartha_siddhi 11-25T06:08 11-26T06:10
sarvartha_siddhi 11-27T09:38 11-28T06:13
sarvartha_siddhi 12-03T03:53 12-03T06:21
sarvartha_siddhi 12-05T06:24 12-06T06:25
sarvartha_siddhi 12-07T10:18 12-08T06:28
sarvartha_siddhi 12-13T00:42 12-13T06:34
sarvartha_siddhi 12-18T10:40 12-19T06:39
sarvartha_siddhi 12-20T06:39 12-20T09:25
sarvartha_siddhi 12-22T05:15 12-22T06:40
sarvartha_siddhi 12-23T06:41 12-23T23:23
sarvartha_siddhi 12-24T20:17 12-25T06:42
sarvartha_siddhi 12-25T06:42 12-25T17:20
sarvartha_siddhi 12-30T10:06 12-31T06:42
`,
  },
];
