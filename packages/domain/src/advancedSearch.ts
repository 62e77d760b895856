import { z } from 'zod';
import { maxSearchFilterText } from './searchFilters.ts';

// The advanced search form's values as the form sends them: texts and years as typed, picked records as
// their ids. Its output is what the filters of the address are made from.

const text = z.string().trim().max(maxSearchFilterText, 'Search.error_text_long');

/** A year as typed: blank for none, or up to four digits (a minus before them for a year BC). */
const year = z
  .string()
  .trim()
  .refine((value) => value === '' || /^-?\d{1,4}$/.test(value), 'Search.error_year')
  .transform((value) => (value === '' ? undefined : Number(value)));

const picked = z.number().int().positive().nullish();

export const advancedSearchSchema = z
  .object({
    shelfmark: text,
    title: text,
    text_incipit: text,
    person: picked,
    person_function: z.string(),
    authority_id: text,
    catalog: picked,
    entry_number: text,
    year_from: year,
    year_to: year,
  })
  .refine(
    ({ year_from, year_to }) => year_from === undefined || year_to === undefined || year_from <= year_to,
    { message: 'Search.error_year_order', path: ['year_to'] },
  );

export type AdvancedSearchValues = z.output<typeof advancedSearchSchema>;
