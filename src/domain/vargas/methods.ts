/**
 * Varga methods: rules other than the default one for a varga, each as
 * Jagannatha Hora offers it (P.V.R. Narasimha Rao's software; its method
 * lists are those of PyJHora's `charts.py`, whose test suite gives the
 * expectations checked in test/unit/kundli/vargas.test.ts). Every function
 * maps a sidereal longitude in [0, 360) to a sign index 0..11 (0 = Aries).
 */
import { element, isOddSign, mod12, partIndex, parts } from './sign-parts.ts';

/**
 * Parivritti (cyclic): the n parts of each sign continue the zodiac where the
 * previous sign's parts stopped, the first part of Aries being Aries
 * (P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach", ch. 6:
 * the parivritti traya drekkana and the Parashara navamsa are such).
 */
export function parivrittiCyclic(longitudeDeg: number, n: number): number {
  const { signIndex, degInSignDeg } = parts(longitudeDeg);
  return mod12(signIndex * n + partIndex(degInSignDeg, n));
}

/**
 * Parivritti with even signs reversed (Uma-Shambhu hora; for D9 the uniform
 * Krishna Mishra navamsa): the signs of the cyclic method, but an even
 * sign's parts take them in reverse order.
 */
export function parivrittiEvenReverse(longitudeDeg: number, n: number): number {
  const { signIndex, degInSignDeg } = parts(longitudeDeg);
  const part = partIndex(degInSignDeg, n);
  return mod12(signIndex * n + (isOddSign(signIndex) ? part : n - 1 - part));
}

/**
 * Somanatha (alternate parivritti): odd signs take the zodiac forward from
 * Aries and even signs backward from Pisces, each sign continuing where the
 * previous sign of its parity stopped (Aries 1st hora Aries, Taurus 1st hora
 * Pisces, Gemini 1st hora Gemini).
 */
export function somanatha(longitudeDeg: number, n: number): number {
  const { signIndex, degInSignDeg } = parts(longitudeDeg);
  const part = partIndex(degInSignDeg, n);
  const before = Math.floor(signIndex / 2) * n;
  return isOddSign(signIndex) ? mod12(before + part) : mod12(11 - before - part);
}

/** D3 Jagannatha drekkana: from the movable sign of the sign's element (Aries, Capricorn, Libra, Cancer), then its 5th and 9th. */
export function drekkanaJagannatha(longitudeDeg: number): number {
  const { signIndex, degInSignDeg } = parts(longitudeDeg);
  return mod12([0, 9, 6, 3][element(signIndex)]! + 4 * partIndex(degInSignDeg, 3));
}

/**
 * D9 nadi navamsa (Rangacharya's Krishna Mishra navamsa, as Sanjay Rath
 * teaches it): fiery signs forward from Aries, airy forward from Libra,
 * earthy backward from Capricorn, watery backward from Cancer.
 */
export function navamsaNadi(longitudeDeg: number): number {
  const { signIndex, degInSignDeg } = parts(longitudeDeg);
  const part = partIndex(degInSignDeg, 9);
  const forward = element(signIndex) % 2 === 0;
  return mod12([0, 9, 6, 3][element(signIndex)]! + (forward ? part : -part));
}

/**
 * The amsa signs of the Kalachakra padas (BPHS, Kalachakra dasha chapter):
 * the twelve padas of a savya group (Ashvini, Bharani, Krittika; every 6th
 * nakshatra from them) run Aries to Pisces; those of an apasavya group
 * (Rohini, Mrigashira, Ardra ...) run Scorpio backward, with Cancer before
 * Leo.
 */
const KALACHAKRA_SAVYA: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const KALACHAKRA_APASAVYA: readonly number[] = [7, 6, 5, 3, 4, 2, 1, 0, 11, 10, 9, 8];
/** Nakshatra padas are 3 deg 20 min, 108 in the zodiac. */
const PADA_DEG = 10 / 3;

/** D9 Kalachakra navamsa: the amsa sign of the longitude's nakshatra pada in the Kalachakra order. */
export function navamsaKalachakra(longitudeDeg: number): number {
  const padaIndex = Math.min(107, Math.floor(longitudeDeg / PADA_DEG));
  const nakshatraIndex = Math.floor(padaIndex / 4);
  const inGroup = (nakshatraIndex % 3) * 4 + (padaIndex % 4);
  return (nakshatraIndex % 6 < 3 ? KALACHAKRA_SAVYA : KALACHAKRA_APASAVYA)[inGroup]!;
}

/** D30 in 1-degree parts counted from the sign itself, as the shashtiamsa counts its half-degree parts. */
export function trimshamsaFromSign(longitudeDeg: number): number {
  const { signIndex, degInSignDeg } = parts(longitudeDeg);
  return mod12(signIndex + partIndex(degInSignDeg, 30));
}

/**
 * D11 ekadashamsa as B.V. Raman counts it, anti-zodiacally: Aries from
 * Pisces backward, each later sign starting one sign further on.
 */
export function ekadashamsaRaman(longitudeDeg: number): number {
  const { signIndex, degInSignDeg } = parts(longitudeDeg);
  return mod12(11 + signIndex - partIndex(degInSignDeg, 11));
}
