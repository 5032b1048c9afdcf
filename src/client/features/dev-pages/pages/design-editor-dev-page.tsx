import '../../editor/editor.scss';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markdownToHtml } from '../../../../shared/documents/render-html';
import { EditorHelp } from '../../editor/components/editor-help';
import { type EditorTab, EditorTabs } from '../../editor/components/editor-tabs';
import { MissingSections } from '../../editor/components/missing-sections';
import { DevPageFrame } from '../components/dev-page-frame';
import { samplePrivacyPolicyMarkdown } from '../sample-data';

type TabId = 'markdown' | 'preview';

/**
 * /tests/design/editor: the editor's design elements with sample Markdown — the tabs (arrow keys
 * move between them), the formatting help panel, the completeness warning and the rendered preview.
 */
export default function DesignEditorDevPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabId>('preview');
  const tabs: EditorTab<TabId>[] = [
    {
      id: 'markdown',
      label: t('devPages.designEditor.markdownTab'),
      panelId: 'dev-panel-markdown',
      tabId: 'dev-tab-markdown',
    },
    {
      id: 'preview',
      label: t('editor.tabs.preview'),
      panelId: 'dev-panel-preview',
      tabId: 'dev-tab-preview',
    },
  ];
  return (
    <DevPageFrame page="designEditor" titleIsHeading>
      <div className="container py-4">
        <EditorHelp />
        <MissingSections sections={[{ heading: 'Your rights', laws: ['GDPR', 'UK GDPR'] }]} />
        <EditorTabs tabs={tabs} active={tab} onChange={setTab} label={t('editor.tabs.label')} />
        <div
          id="dev-panel-markdown"
          role="tabpanel"
          aria-labelledby="dev-tab-markdown"
          hidden={tab !== 'markdown'}
          className="border border-top-0 rounded-bottom p-3"
        >
          <pre className="mb-0 small" lang="en">
            {samplePrivacyPolicyMarkdown}
          </pre>
        </div>
        <div
          id="dev-panel-preview"
          role="tabpanel"
          aria-labelledby="dev-tab-preview"
          hidden={tab !== 'preview'}
          className="editor-preview legal-document border border-top-0 rounded-bottom p-3 p-md-4 bg-body"
          lang="en"
          data-testid="design-editor-preview"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML from the app's own escaping renderer.
          dangerouslySetInnerHTML={{ __html: markdownToHtml(samplePrivacyPolicyMarkdown) }}
        />
      </div>
    </DevPageFrame>
  );
}
