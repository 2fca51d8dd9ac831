import './components.css';

/** HTML from the content service (sanitised there before it is stored). */
export function RichText({ html }: { html: string }) {
  return <div className="ui-rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
