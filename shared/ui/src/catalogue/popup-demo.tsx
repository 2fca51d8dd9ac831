import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popup, type PopupPosition, type PopupSize } from '@brids/ui/popup';
import { CATALOGUE_NAMESPACE } from './texts.ts';

interface Variant {
  size: PopupSize;
  position: PopupPosition;
  floatingClose: boolean;
}

const SIZES: PopupSize[] = ['small', 'medium', 'semi-large', 'large'];
const WIDTHS: Record<PopupSize, number> = { small: 560, medium: 768, 'semi-large': 954, large: 1140 };
const VARIANTS: Variant[] = [
  ...SIZES.map((size) => ({ size, position: 'center' as const, floatingClose: false })),
  { size: 'medium', position: 'top', floatingClose: false },
  { size: 'medium', position: 'bottom', floatingClose: false },
  { size: 'small', position: 'center', floatingClose: true },
];

/** Buttons opening the popup in each size, position and with the floating close. */
export function PopupDemo() {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const [open, setOpen] = useState<Variant | null>(null);
  const name = (v: Variant) =>
    v.floatingClose
      ? t('popup.floating')
      : `${t(`popup.size.${v.size}`)} · ${WIDTHS[v.size]} px · ${t(`popup.position.${v.position}`)}`;
  return (
    <div className="ui-catalogue__row">
      {VARIANTS.map((variant) => (
        <button key={name(variant)} type="button" className="ui-catalogue__button" onClick={() => setOpen(variant)}>
          {name(variant)}
        </button>
      ))}
      <Popup
        open={open !== null}
        onClose={() => setOpen(null)}
        title={t('popup.formTitle')}
        size={open?.size ?? 'medium'}
        position={open?.position ?? 'center'}
        floatingClose={open?.floatingClose ?? false}
        footer={
          <button type="button" className="ui-catalogue__button" onClick={() => setOpen(null)}>
            {t('popup.done')}
          </button>
        }
      >
        <p>{t('popup.body')}</p>
        <ul>
          <li>
            <a href="#form-a">{t('popup.fileA')}</a>
          </li>
          <li>
            <a href="#form-b">{t('popup.fileB')}</a>
          </li>
        </ul>
      </Popup>
    </div>
  );
}
