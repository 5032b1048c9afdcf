import { join } from 'node:path';
import { AGREEMENT_TYPES } from '../../../shared/agreements/types';
import type { AgreementFile } from '../../../shared/api/agreement';
import { formatLongDate } from '../../../shared/dates';
import { isLanguage, type Language } from '../../../shared/i18n/languages';
import type { AppConfig } from '../../config';
import { createFileCache, type DocumentMeta, FILE_FORMATS, type FileFormat, fileName } from '../../documents';
import { translator } from '../../i18n';
import { presentAgreement, titleOf } from './presenter';
import type { AgreementRow, AgreementVersionRow } from './repo';

export const FORMATS = Object.keys(FILE_FORMATS) as FileFormat[];

/**
 * An agreement's downloadable files: each current text in each format, rendered once
 * and kept by content hash under DATA_DIR/files, so a repeat download costs a file read.
 */
export function createAgreementFiles(config: AppConfig) {
  const cache = createFileCache(join(config.dataDir, 'files'));

  /** Titles, labels and dates in the text's own language; the version's date keeps the bytes stable. */
  function metaOf(agreement: AgreementRow, version: AgreementVersionRow): DocumentMeta {
    const language: Language = isLanguage(version.language) ? version.language : 'en';
    const t = translator(language);
    const typeName = t(`common:agreementTypes.${agreement.type}.name`);
    const company = (agreement.answers as Record<string, unknown>).company_name;
    return {
      title: titleOf(version.markdown, typeName),
      language,
      lastUpdatedLabel: t('live:lastUpdated', { date: formatLongDate(version.createdAt, language) }),
      pageLabel: t('live:pageLabel', { page: '{{page}}', total: '{{total}}' }),
      author: typeof company === 'string' && company.trim() !== '' ? company.trim() : config.appName,
      date: version.createdAt,
    };
  }

  function nameOf(agreement: AgreementRow, language: string, format: FileFormat): string {
    const summary = presentAgreement(agreement);
    const slug = AGREEMENT_TYPES.find((type) => type.code === agreement.type)?.slug ?? 'agreement';
    return fileName({
      typeSlug: slug,
      siteUrl: summary.site_url || undefined,
      siteName: summary.site_name || undefined,
      language: language as Language,
      format,
    });
  }

  async function entry(
    agreement: AgreementRow,
    version: AgreementVersionRow,
    meta: DocumentMeta,
    format: FileFormat,
  ): Promise<AgreementFile> {
    return {
      language: version.language,
      format,
      file_name: nameOf(agreement, version.language, format),
      generated: await cache.has(version.markdown, format, meta),
    };
  }

  return {
    /** Every file of the current texts, and whether it is ready. */
    async list(agreement: AgreementRow, versions: AgreementVersionRow[]): Promise<AgreementFile[]> {
      // One meta per text, not per format: it reads the title and formats the date (the page's every load).
      return Promise.all(
        versions.flatMap((version) => {
          const meta = metaOf(agreement, version);
          return FORMATS.map((format) => entry(agreement, version, meta, format));
        }),
      );
    },

    /** Renders the files asked for (one text's, one format's, or all) and lists them, ready. */
    async generate(
      agreement: AgreementRow,
      versions: AgreementVersionRow[],
      formats: FileFormat[],
    ): Promise<AgreementFile[]> {
      const files: AgreementFile[] = [];
      for (const version of versions) {
        const meta = metaOf(agreement, version);
        for (const format of formats) {
          await cache.get(version.markdown, format, meta);
          files.push({
            language: version.language,
            format,
            file_name: nameOf(agreement, version.language, format),
            generated: true,
          });
        }
      }
      return files;
    },

    /** One file's bytes with its name and type, rendered now if it was not yet. */
    async file(agreement: AgreementRow, version: AgreementVersionRow, format: FileFormat) {
      const { body, hash } = await cache.get(version.markdown, format, metaOf(agreement, version));
      return {
        body,
        hash,
        fileName: nameOf(agreement, version.language, format),
        contentType: FILE_FORMATS[format].contentType,
      };
    },
  };
}

export type AgreementFiles = ReturnType<typeof createAgreementFiles>;
