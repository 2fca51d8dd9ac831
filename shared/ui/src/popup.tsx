import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { FocusTrap } from 'focus-trap';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './close-icon.tsx';
import { lockBodyScroll } from './scroll-lock.ts';
import './popup.css';

/** Widths of spec §9: small 560px, medium 768px, semi-large 954px, large 1140px. */
export type PopupSize = 'small' | 'medium' | 'semi-large' | 'large';
export type PopupPosition = 'center' | 'top' | 'bottom';

export interface PopupProps {
  /** Controlled: the popup shows while true. */
  open: boolean;
  /** Called on overlay click, close icon and Escape; the owner sets `open` to false. */
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** Keep the title for assistive technology only (image popups). */
  hideTitle?: boolean;
  children: ReactNode;
  footer?: ReactNode;
  size?: PopupSize;
  position?: PopupPosition;
  /** A round close button floating on the panel's corner instead of the icon in the header. */
  floatingClose?: boolean;
  className?: string;
}

/**
 * focus-trap (with tabbable, about 5 kB compressed) loads with the first popup that opens instead of
 * with every page: @brids/ui is a shared singleton, never tree-shaken, so whatever it imports is part
 * of every page's first view. Until it is there (a first popup, for the time of one chunk), focus
 * still moves into the dialog and back to the opener; only Tab is not yet held inside.
 */
let focusTrapLibrary: typeof import('focus-trap') | undefined;
let focusTrapLoading: Promise<typeof import('focus-trap')> | undefined;
function loadFocusTrap(): Promise<typeof import('focus-trap')> {
  focusTrapLoading ??= import('focus-trap').then((library) => (focusTrapLibrary = library));
  return focusTrapLoading;
}

/** Where focus-trap puts the focus first: the first element Tab reaches, else the panel itself. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The site's one popup: a modal dialog in a portal (spec §2, §9). */
export function Popup(props: PopupProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<PopupDialog {...props} />, document.body);
}

function PopupDialog({
  onClose,
  title,
  hideTitle = false,
  children,
  footer,
  size = 'medium',
  position = 'center',
  floatingClose = false,
  className,
}: PopupProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const pressStartedOnOverlay = useRef(false);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return undefined;
    const releaseScroll = lockBodyScroll();
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let trap: FocusTrap | undefined;
    let open = true;
    // focus-trap keeps Tab and Shift+Tab inside, stacks nested popups and gives focus back to the opener.
    // Escape is ours (below): the owner closes, and deactivation follows the `open` prop.
    const activate = (library: typeof import('focus-trap')) => {
      if (!open) return;
      trap = library.createFocusTrap(panel, {
        fallbackFocus: panel,
        escapeDeactivates: false,
        allowOutsideClick: true,
        returnFocusOnDeactivate: true,
        setReturnFocus: () => opener ?? false,
      });
      trap.activate();
    };
    if (focusTrapLibrary) {
      activate(focusTrapLibrary);
    } else {
      (panel.querySelector<HTMLElement>(TABBABLE) ?? panel).focus();
      loadFocusTrap().then(activate, (error: unknown) => console.error('The popup focus trap did not load', error));
    }
    return () => {
      open = false;
      if (trap) trap.deactivate();
      else opener?.focus();
      releaseScroll();
    };
  }, []);

  // The innermost handler wins: an open select panel or a nested popup marks Escape as handled.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onClose();
  };

  // A press that starts inside the panel and ends on the overlay (selecting text) does not close.
  const onOverlayMouseDown = (event: MouseEvent) => {
    pressStartedOnOverlay.current = event.target === event.currentTarget;
  };
  const onOverlayClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget && pressStartedOnOverlay.current) onClose();
    pressStartedOnOverlay.current = false;
  };

  const closeButton = (
    <button
      type="button"
      className={floatingClose ? 'ui-popup__close ui-popup__close--floating' : 'ui-popup__close'}
      aria-label={t('popup.close')}
      onClick={onClose}
    >
      <CloseIcon />
    </button>
  );

  return (
    <div
      className={`ui-popup ui-popup--${position}${className ? ` ${className}` : ''}`}
      onMouseDown={onOverlayMouseDown}
      onClick={onOverlayClick}
    >
      <div
        ref={panelRef}
        className={`ui-popup__panel ui-popup__panel--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="ui-popup__header">
          <h2 id={titleId} className={hideTitle ? 'ui-popup__title visually-hidden' : 'ui-popup__title'}>
            {title}
          </h2>
          {floatingClose ? null : closeButton}
        </div>
        <div className="ui-popup__body">{children}</div>
        {footer ? <div className="ui-popup__footer">{footer}</div> : null}
        {floatingClose ? closeButton : null}
      </div>
    </div>
  );
}
