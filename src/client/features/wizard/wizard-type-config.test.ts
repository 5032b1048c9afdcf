import { describe, expect, it } from 'vitest';
import { WIZARD_DEFINITIONS } from '../../../shared/agreements/definitions';
import type { AgreementTypeCode } from '../../../shared/agreements/types';
import commonEn from '../../../shared/i18n/locales/en/common.json';
import { topLevelQuestions } from './answer-updates';
import { WIZARD_TYPE_CONFIG } from './wizard-type-config';

describe('the wizard UI’s per-type configuration', () => {
  it('names, for every type with a definition, a required top-level e-mail question to send the agreement to', () => {
    for (const [code, definition] of Object.entries(WIZARD_DEFINITIONS)) {
      const answer = WIZARD_TYPE_CONFIG[code as AgreementTypeCode].sendToAnswer;
      expect(answer, `${code}: sendToAnswer`).toBeTruthy();
      const question = topLevelQuestions(definition).find((candidate) => candidate.userData === answer);
      expect(question, `${code}: a question with userData ${answer}`).toMatchObject({
        kind: 'email',
        required: true,
      });
      expect(question?.visibleIf, `${code}: ${answer} is always asked`).toBeUndefined();
    }
  });

  it('has an English text for every item of what each agreement will contain', () => {
    const contents = commonEn.wizardUi.aside.contents as Record<string, Record<string, string>>;
    for (const [code, config] of Object.entries(WIZARD_TYPE_CONFIG)) {
      expect(config.contents.length, code).toBeGreaterThan(0);
      expect(Object.keys(contents[code] ?? {}).sort(), code).toEqual([...config.contents].sort());
    }
  });
});
