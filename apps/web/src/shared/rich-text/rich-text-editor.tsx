import { useEffect, type ReactNode } from 'react';
import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
  CodeOutlined,
  ItalicOutlined,
  MenuOutlined,
  MessageOutlined,
  OrderedListOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Divider, Tooltip } from 'antd';
import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { richTextExtensions, type Alignment } from './extensions';
import './rich-text.css';

export type RichTextEditorProps = {
  value?: string | null;
  onChange?: (html: string) => void;
  disabled?: boolean;
  id?: string;
  'data-testid'?: string;
};

type Tool = {
  key: string;
  label: [string, string];
  icon: ReactNode;
  run: (editor: Editor) => void;
  active: (editor: Editor) => boolean;
};

const align = (alignment: Alignment): Pick<Tool, 'run' | 'active'> => ({
  run: (editor) => editor.chain().focus().setTextAlign(alignment).run(),
  active: (editor) => editor.isActive({ textAlign: alignment }),
});

/** The toolbar, in groups: the spec's formats only (§5). */
const TOOLS: Tool[][] = [
  [
    {
      key: 'bold',
      label: ['rich_text.bold', 'Bold'],
      icon: <BoldOutlined />,
      run: (e) => e.chain().focus().toggleBold().run(),
      active: (e) => e.isActive('bold'),
    },
    {
      key: 'italic',
      label: ['rich_text.italic', 'Italic'],
      icon: <ItalicOutlined />,
      run: (e) => e.chain().focus().toggleItalic().run(),
      active: (e) => e.isActive('italic'),
    },
    {
      key: 'underline',
      label: ['rich_text.underline', 'Underline'],
      icon: <UnderlineOutlined />,
      run: (e) => e.chain().focus().toggleUnderline().run(),
      active: (e) => e.isActive('underline'),
    },
  ],
  [
    {
      key: 'bulletList',
      label: ['rich_text.bullet_list', 'Bulleted list'],
      icon: <UnorderedListOutlined />,
      run: (e) => e.chain().focus().toggleBulletList().run(),
      active: (e) => e.isActive('bulletList'),
    },
    {
      key: 'orderedList',
      label: ['rich_text.ordered_list', 'Numbered list'],
      icon: <OrderedListOutlined />,
      run: (e) => e.chain().focus().toggleOrderedList().run(),
      active: (e) => e.isActive('orderedList'),
    },
    {
      key: 'blockquote',
      label: ['rich_text.quote', 'Quote'],
      icon: <MessageOutlined />,
      run: (e) => e.chain().focus().toggleBlockquote().run(),
      active: (e) => e.isActive('blockquote'),
    },
    {
      key: 'codeBlock',
      label: ['rich_text.preformatted', 'Preformatted'],
      icon: <CodeOutlined />,
      run: (e) => e.chain().focus().toggleCodeBlock().run(),
      active: (e) => e.isActive('codeBlock'),
    },
  ],
  [
    { key: 'left', label: ['rich_text.align_left', 'Align left'], icon: <AlignLeftOutlined />, ...align('left') },
    { key: 'center', label: ['rich_text.align_center', 'Center'], icon: <AlignCenterOutlined />, ...align('center') },
    { key: 'right', label: ['rich_text.align_right', 'Align right'], icon: <AlignRightOutlined />, ...align('right') },
    { key: 'justify', label: ['rich_text.align_justify', 'Justify'], icon: <MenuOutlined />, ...align('justify') },
  ],
];

/** The text of the form's `<label for>` of the editor, its accessible name (a div is not named by the label). */
function labelOf(id: string | undefined): string | null {
  return id ? (document.querySelector(`label[for="${CSS.escape(id)}"]`)?.textContent ?? null) : null;
}

/** An empty document is stored as nothing. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * Rich text with the spec's toolbar (preformatted, quote, lists, bold, italic, underline,
 * alignment). Loaded lazily (`LazyRichTextEditor`), so public pages never download it. The
 * server sanitises what is saved.
 */
export default function RichTextEditor({ value, onChange, disabled = false, id, ...rest }: RichTextEditorProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: richTextExtensions(),
    content: value ?? '',
    editable: !disabled,
    immediatelyRender: true,
    editorProps: {
      // Read when the view is mounted and on each change. A text box made of a div is not named by the form's
      // `<label for>`: it takes the label's text as its name.
      attributes: () => {
        const label = labelOf(id);
        return {
          class: 'rich-text-content',
          role: 'textbox',
          'aria-multiline': 'true',
          ...(id ? { id } : {}),
          ...(label ? { 'aria-label': label } : {}),
        };
      },
    },
    onUpdate: ({ editor: current }) => onChange?.(htmlOf(current)),
  });
  // The editor renders before the form's label is in the document (it is drawn in the same commit), so the name is
  // set once more after the commit; later updates find the label through `attributes`. The view may not be mounted
  // yet after the commit (reading it then throws): the name then waits for the editor's `create`, which follows it.
  useEffect(() => {
    if (!editor) return;
    const name = () => {
      const label = labelOf(id);
      if (label && !editor.isDestroyed) editor.view.dom.setAttribute('aria-label', label);
    };
    if (editor.isInitialized) {
      name();
      return;
    }
    editor.on('create', name);
    return () => {
      editor.off('create', name);
    };
  }, [editor, id]);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(TOOLS.flat().map((tool) => [tool.key, current ? tool.active(current) : false])),
  });

  return (
    <div className={`rich-text-editor${disabled ? ' is-disabled' : ''}`} data-testid={rest['data-testid']}>
      <div className="rich-text-toolbar" role="toolbar" aria-label={t('rich_text.toolbar', 'Formatting')}>
        {TOOLS.map((group, i) => (
          <span key={i} className="rich-text-group">
            {i > 0 && <Divider orientation="vertical" />}
            {group.map((tool) => (
              <Tooltip key={tool.key} title={t(...tool.label)}>
                <Button
                  type={active?.[tool.key] ? 'primary' : 'text'}
                  size="small"
                  icon={tool.icon}
                  aria-label={t(...tool.label)}
                  aria-pressed={active?.[tool.key] ?? false}
                  disabled={disabled || !editor}
                  onClick={() => editor && tool.run(editor)}
                  data-testid={`rich-text-${tool.key}`}
                />
              </Tooltip>
            ))}
          </span>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
