import { useEffect, useId, type ReactNode } from 'react';
import { Container } from './container.tsx';
import './components.css';

/** Body of the error and notice pages: a code, a title, a message and actions. */
export function StatusPage(props: { code?: string; title: string; message?: string; hint?: string; children?: ReactNode }) {
  const titleId = useId();
  useEffect(() => {
    document.title = props.message ?? props.title;
  }, [props.message, props.title]);
  return (
    <section className="ui-status-page" aria-labelledby={titleId}>
      <Container>
        {props.code ? <p className="ui-status-page__code">{props.code}</p> : null}
        <h1 id={titleId}>{props.title}</h1>
        {props.message ? <p className="ui-status-page__message">{props.message}</p> : null}
        {props.hint ? <p>{props.hint}</p> : null}
        {props.children}
      </Container>
    </section>
  );
}
