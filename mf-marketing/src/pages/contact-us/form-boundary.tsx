import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/contact/index.ts';

function FormFailed() {
  const { t } = useTranslation(NS);
  return (
    <div className="contact-alert" role="alert">
      <p>{t('formFailed')}</p>
      <button type="button" className="contact-button contact-button--secondary" onClick={() => window.location.reload()}>
        {t('reload')}
      </button>
    </div>
  );
}

/** The form's code could not be loaded (offline, a deploy in between): say so instead of a blank space. */
export class FormBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <FormFailed /> : this.props.children;
  }
}
