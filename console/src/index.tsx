import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './app.tsx';

/** The public site's origin for "view on site" and previews: the content service writes it into the page. */
function siteOrigin(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="brids-site-origin"]');
  return meta?.content || 'http://localhost:3000';
}

createRoot(document.getElementById('root')!).render(<ConsoleApp siteOrigin={siteOrigin()} />);
