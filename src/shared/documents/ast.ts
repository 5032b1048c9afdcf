/** The document model every renderer works from: one parse, every format from the same tree. */

export type InlineNode =
  | { type: 'text'; value: string }
  | { type: 'strong'; children: InlineNode[] }
  | { type: 'emphasis'; children: InlineNode[] }
  | { type: 'link'; href: string; children: InlineNode[] }
  | { type: 'break' };

export type HeadingLevel = 1 | 2 | 3;

export type BlockNode =
  | { type: 'heading'; level: HeadingLevel; children: InlineNode[] }
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'list'; ordered: boolean; start: number; items: InlineNode[][] };

export type DocumentNode = { type: 'document'; children: BlockNode[] };
