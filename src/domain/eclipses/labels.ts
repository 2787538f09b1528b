/**
 * The labels of an eclipse's kind (solar, lunar) and type (total ...
 * penumbral), from the catalogues (`eclipse_kind.<id>`, `eclipse_type.<id>`):
 * the names the almanacs print (Surya and Chandra Grahan; Khagras,
 * Kankanakriti, Khandagras, Upachhaya in the Sanskrit almanac terms).
 */
import { termOf, type Term } from '../../core/glossary.ts';
import { ECLIPSE_TYPES, type EclipseBody, type EclipseType } from './eclipses.ts';

/** The kind of each eclipse body, as a term. */
export const ECLIPSE_KIND_TERMS: Readonly<Record<EclipseBody, Term<EclipseBody>>> = {
  solar: termOf('eclipse_kind', 'solar'),
  lunar: termOf('eclipse_kind', 'lunar'),
};

/** Each eclipse type, as a term. */
export const ECLIPSE_TYPE_TERMS: Readonly<Record<EclipseType, Term<EclipseType>>> = Object.fromEntries(
  ECLIPSE_TYPES.map((t) => [t, termOf('eclipse_type', t)]),
) as Record<EclipseType, Term<EclipseType>>;
