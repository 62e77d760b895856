import { relations } from 'drizzle-orm';
import { catalogs, entries, pages } from './tables/catalogs.ts';
import { collections } from './tables/collections.ts';
import { composites } from './tables/composites.ts';
import { digitalCopies, digitalCopyFiles, files } from './tables/digital-copies.ts';
import { attributions, places, publications, sources } from './tables/literature.ts';
import { names, people, syllabi, vowBookEntries } from './tables/people.ts';
import { genres, incipits, parts, publicationScores, scoreGenres, scores, voices } from './tables/scores.ts';

// Relations for Drizzle's relational queries, which load a record with all its lists in one statement.
// Relation names are the GraphQL field names, so that loaded rows need little reshaping.

export const collectionsRelations = relations(collections, ({ many }) => ({
  catalogs: many(catalogs),
  scores: many(scores),
}));

export const catalogsRelations = relations(catalogs, ({ one, many }) => ({
  collection: one(collections, { fields: [catalogs.collection_id], references: [collections.id] }),
  pages: many(pages),
  digital_copies: many(digitalCopies),
}));

export const pagesRelations = relations(pages, ({ one, many }) => ({
  catalog: one(catalogs, { fields: [pages.catalog_id], references: [catalogs.id] }),
  entries: many(entries),
  digital_copy_file: one(digitalCopyFiles, {
    fields: [pages.digital_copy_file_id],
    references: [digitalCopyFiles.id],
  }),
}));

export const entriesRelations = relations(entries, ({ one }) => ({
  page: one(pages, { fields: [entries.page_id], references: [pages.id] }),
  score: one(scores, { fields: [entries.score_id], references: [scores.id] }),
}));

export const scoresRelations = relations(scores, ({ one, many }) => ({
  collection: one(collections, { fields: [scores.collection_id], references: [collections.id] }),
  composite: one(composites, { fields: [scores.composite_id], references: [composites.id] }),
  voices: many(voices, { relationName: 'score_voices' }),
  parts: many(parts),
  incipits: many(incipits),
  attributions: many(attributions, { relationName: 'score_attributions' }),
  sources: many(sources, { relationName: 'score_sources' }),
  publications: many(publicationScores),
  genres: many(scoreGenres),
  entries: many(entries),
  digital_copies: many(digitalCopies),
}));

export const voicesRelations = relations(voices, ({ one }) => ({
  score: one(scores, { fields: [voices.score_id], references: [scores.id], relationName: 'score_voices' }),
  part: one(parts, { fields: [voices.part_id], references: [parts.id], relationName: 'part_voices' }),
}));

export const partsRelations = relations(parts, ({ one, many }) => ({
  score: one(scores, { fields: [parts.score_id], references: [scores.id] }),
  voices: many(voices, { relationName: 'part_voices' }),
}));

export const incipitsRelations = relations(incipits, ({ one }) => ({
  score: one(scores, { fields: [incipits.score_id], references: [scores.id] }),
}));

export const genresRelations = relations(genres, ({ many }) => ({ scores: many(scoreGenres) }));

export const scoreGenresRelations = relations(scoreGenres, ({ one }) => ({
  score: one(scores, { fields: [scoreGenres.score_id], references: [scores.id] }),
  genre: one(genres, { fields: [scoreGenres.genre_id], references: [genres.id] }),
}));

export const publicationScoresRelations = relations(publicationScores, ({ one }) => ({
  score: one(scores, { fields: [publicationScores.score_id], references: [scores.id] }),
  publication: one(publications, {
    fields: [publicationScores.publication_id],
    references: [publications.id],
  }),
}));

export const publicationsRelations = relations(publications, ({ many }) => ({
  attributions: many(attributions, { relationName: 'publication_attributions' }),
  sources: many(sources, { relationName: 'publication_sources' }),
  scores: many(publicationScores),
}));

export const placesRelations = relations(places, ({ many }) => ({ attributions: many(attributions) }));

export const attributionsRelations = relations(attributions, ({ one }) => ({
  score: one(scores, {
    fields: [attributions.score_id],
    references: [scores.id],
    relationName: 'score_attributions',
  }),
  publication: one(publications, {
    fields: [attributions.publication_id],
    references: [publications.id],
    relationName: 'publication_attributions',
  }),
  person: one(people, { fields: [attributions.person_id], references: [people.id] }),
  place: one(places, { fields: [attributions.place_id], references: [places.id] }),
}));

export const sourcesRelations = relations(sources, ({ one }) => ({
  score: one(scores, { fields: [sources.score_id], references: [scores.id], relationName: 'score_sources' }),
  person: one(people, {
    fields: [sources.person_id],
    references: [people.id],
    relationName: 'person_sources',
  }),
  publication: one(publications, {
    fields: [sources.publication_id],
    references: [publications.id],
    relationName: 'publication_sources',
  }),
}));

export const peopleRelations = relations(people, ({ one, many }) => ({
  names: many(names),
  syllabi: many(syllabi),
  vow_book_entry: one(vowBookEntries),
  sources: many(sources, { relationName: 'person_sources' }),
  attributions: many(attributions),
}));

export const namesRelations = relations(names, ({ one }) => ({
  person: one(people, { fields: [names.person_id], references: [people.id] }),
}));

export const syllabiRelations = relations(syllabi, ({ one }) => ({
  person: one(people, { fields: [syllabi.person_id], references: [people.id] }),
}));

export const vowBookEntriesRelations = relations(vowBookEntries, ({ one }) => ({
  person: one(people, { fields: [vowBookEntries.person_id], references: [people.id] }),
}));

export const compositesRelations = relations(composites, ({ one, many }) => ({
  parent: one(composites, {
    fields: [composites.parent_id],
    references: [composites.id],
    relationName: 'composite_parent',
  }),
  composites: many(composites, { relationName: 'composite_parent' }),
  scores: many(scores),
}));

export const digitalCopiesRelations = relations(digitalCopies, ({ one, many }) => ({
  catalog: one(catalogs, { fields: [digitalCopies.catalog_id], references: [catalogs.id] }),
  score: one(scores, { fields: [digitalCopies.score_id], references: [scores.id] }),
  files: many(digitalCopyFiles),
}));

export const digitalCopyFilesRelations = relations(digitalCopyFiles, ({ one, many }) => ({
  digital_copy: one(digitalCopies, {
    fields: [digitalCopyFiles.digital_copy_id],
    references: [digitalCopies.id],
  }),
  file: one(files, { fields: [digitalCopyFiles.file_id], references: [files.id] }),
  pages: many(pages),
}));

export const filesRelations = relations(files, ({ many }) => ({
  digital_copy_files: many(digitalCopyFiles),
}));
