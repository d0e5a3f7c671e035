import type { Knex } from 'knex';
import { parseFootballJson } from './football-json';
import { importMatchFile, type ImportReport } from './import-matches';

export { ImportFileError, parseFootballJson, seasonFromName, type ParsedMatchFile } from './football-json';
export { importMatchFile, type ImportReport } from './import-matches';

/** Parses and imports one file's text: the one code path of `pnpm football:import` and the admin upload. */
export async function importFootballJson(knex: Knex, file: string, text: string, afterImport?: (trx: Knex.Transaction, report: ImportReport) => Promise<void>): Promise<ImportReport> {
  return importMatchFile(knex, parseFootballJson(file, text), afterImport);
}

/** One line per file, as the CLI prints it and docs/football.md shows it. */
export function formatImportReport(report: ImportReport): string {
  const { clubs, matches } = report;
  return `${report.file}: ${report.competition.name} ${report.season} — clubs ${clubs.added} added, ${clubs.existing} existing; ` +
    `matches ${matches.added} added, ${matches.updated} updated, ${matches.unchanged} unchanged`;
}
