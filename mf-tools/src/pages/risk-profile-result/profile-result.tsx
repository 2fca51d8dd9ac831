import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale, RiskProfileResult } from '@brids/contracts';
import { formatNumber } from '@brids/i18n';
import { localePath } from '@brids/platform';
import { NS } from '../../i18n/ns.ts';

/** Profile name and score, characteristics, suitable products (each linking to its page), the disclaimer. */
export function ProfileResult({ result, locale, children }: { result: RiskProfileResult; locale: Locale; children: ReactNode }) {
  const { t } = useTranslation(NS);
  const { profile } = result;
  return (
    <>
      <section className="result-profile" aria-labelledby="result-profile-name">
        <p className="result-profile__label">{t('result.yourProfile')}</p>
        <h2 id="result-profile-name">{profile.name}</h2>
        <p className="result-profile__score">
          {t('result.score', { score: formatNumber(result.score, locale), max: formatNumber(result.max_score, locale) })}
        </p>
        <p>{profile.summary}</p>
      </section>

      <section className="ui-section" aria-labelledby="result-characteristics">
        <h2 id="result-characteristics">{t('result.characteristics')}</h2>
        <ul className="result-list">
          {profile.characteristics.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <section className="ui-section" aria-labelledby="result-products">
        <h2 id="result-products">{t('result.products')}</h2>
        <ul className="result-products">
          {profile.products.map((product) => (
            <li key={`${product.route}-${product.title}`}>
              <h3>
                <Link to={localePath(product.route, {}, locale)}>{product.title}</Link>
              </h3>
              <p>{product.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <aside className="result-disclaimer" aria-labelledby="result-disclaimer">
        <h2 id="result-disclaimer">{t('result.disclaimer')}</h2>
        <p>{profile.disclaimer}</p>
      </aside>
      <div className="tools-actions">{children}</div>
    </>
  );
}
