import type { OpenDatabase } from '../db/database.ts';

export const BACKUP_FORMAT = 'fontes-backup';
export const BACKUP_VERSION = 1;

/** `manifest.json`, the archive's first entry: what the rest holds and how to check it. */
export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  created_at: string;
  /** The database the backup was taken from; either kind restores into either. */
  database: OpenDatabase['kind'];
  /** How many of Fontes' migrations the database had, and the last one's name. */
  migrations: { level: number; last: string };
  /** One JSON-lines part per table (`tables/<name>.jsonl`), rows in primary-key order. */
  tables: { name: string; rows: number; bytes: number; sha256: string }[];
  /** Stored contents under `files/ab/<sha256>`: each is checked by its own name. */
  files: { count: number; bytes: number };
}

export const tablePart = (name: string) => `tables/${name}.jsonl`;
export const contentPart = (sha256: string) => `files/${sha256.slice(0, 2)}/${sha256}`;
