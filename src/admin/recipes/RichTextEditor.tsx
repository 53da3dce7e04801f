import { useCallback } from 'react';
import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import './rich-text-editor.css';

/** SPEC §2 recipe toolbar, exactly: headings 1–3, bold, italic, underline, strike, lists, link, clean. */
const MODULES = {
  toolbar: [
    [{ header: [1, 2, 3, false] }],
    ['bold', 'italic', 'underline', 'strike'],
    [{ list: 'ordered' }, { list: 'bullet' }],
    ['link'],
    ['clean'],
  ],
};
/** Only what the toolbar makes, so pasted text cannot bring in other formats. */
const FORMATS = ['header', 'bold', 'italic', 'underline', 'strike', 'list', 'link'];

interface RichTextEditorProps {
  /** The id of the visible label that names the editor. */
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  isDisabled?: boolean;
}

/** Quill through react-quill-new; loaded lazily, so only the recipe forms and the note editor download it. */
export default function RichTextEditor({ labelId, value, onChange, isDisabled = false }: RichTextEditorProps) {
  // Quill's editing area is a plain contenteditable div and its heading picker an unnamed span:
  // name both for assistive technology.
  const nameEditor = useCallback(
    (quill: ReactQuill | null) => {
      if (!quill) return;
      const editor = quill.getEditor();
      editor.root.setAttribute('role', 'textbox');
      editor.root.setAttribute('aria-multiline', 'true');
      editor.root.setAttribute('aria-labelledby', labelId);
      const toolbar = (editor.getModule('toolbar') as { container: HTMLElement }).container;
      toolbar.setAttribute('aria-label', 'Formatting');
      toolbar.querySelector('.ql-picker-label')?.setAttribute('aria-label', 'Heading');
    },
    [labelId],
  );
  return (
    <ReactQuill
      ref={nameEditor}
      className="admin-rich-text"
      theme="snow"
      modules={MODULES}
      formats={FORMATS}
      value={value}
      onChange={onChange}
      readOnly={isDisabled}
    />
  );
}
