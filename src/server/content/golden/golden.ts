import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { AgreementTypeCode } from '../../../shared/agreements/types';
import type { Answers } from '../../../shared/agreements/wizard-model';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages';
import type { Edition } from '../clause-library';
import {
  complianceSummary,
  complianceText,
  generateAgreementMarkdown,
  renderDocument,
  requiredSections,
} from '../index';

/**
 * What the clause libraries produce for an input, recorded before a change to their structure: the
 * document (every type, sample answers and every answer set the tests used, each language and
 * edition), the compliance summary and the required sections. After the change, the same inputs
 * must give the same outputs, byte for byte. The cases were recorded by running the content and
 * agreement tests with every call to these functions logged, adding each type's sample answers in
 * every language and edition, and storing each input with the SHA-256 of its output.
 */
export type GoldenCase =
  | {
      kind: 'document';
      type: AgreementTypeCode;
      answers: Answers;
      language: Language;
      edition: Edition;
      date: string;
      sha256: string;
    }
  | {
      kind: 'render';
      type: AgreementTypeCode;
      answers: Answers;
      language: Language;
      premium: boolean;
      lastUpdated: string;
      locked: boolean;
      sha256: string;
    }
  | { kind: 'compliance'; type: AgreementTypeCode; answers: Answers; sha256: string }
  | {
      kind: 'required';
      type: AgreementTypeCode;
      answers: Answers;
      language: Language;
      premium: boolean;
      sha256: string;
    };

export const GOLDEN_FILE = new URL('./cases.json.gz', import.meta.url);

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The output of a case's input, as text. */
export function outputOf(golden: GoldenCase): string {
  switch (golden.kind) {
    case 'document':
      return generateAgreementMarkdown(golden.type, golden.answers, {
        language: golden.language,
        edition: golden.edition,
        date: new Date(golden.date),
      });
    case 'render': {
      const { answers, language, premium, lastUpdated } = golden;
      return renderDocument(golden.type, { answers, language, premium, lastUpdated }, golden.locked);
    }
    case 'compliance': {
      const rows = complianceSummary(golden.type, golden.answers);
      // The summary as its readers see it: its texts in every language.
      return JSON.stringify(
        LANGUAGES.map((language) => {
          const text = (key: string) => complianceText(golden.type, language, key);
          return rows.map((row) => [text(row.law), row.present.map(text), row.ownerTodo.map(text)]);
        }),
      );
    }
    case 'required': {
      const sections = requiredSections(golden.type, golden.answers, {
        language: golden.language,
        premium: golden.premium,
      });
      return JSON.stringify(
        sections.map((section) => ({
          heading: section.heading,
          laws: section.laws.map((law) => complianceText(golden.type, golden.language, law)),
        })),
      );
    }
  }
}

export function readGoldenCases(): GoldenCase[] {
  return JSON.parse(gunzipSync(readFileSync(GOLDEN_FILE)).toString('utf8')) as GoldenCase[];
}
