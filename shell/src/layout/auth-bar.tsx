import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@brids/contracts';
import { localePath, useAuthStore } from '@brids/platform';
import { Container } from '@brids/ui';
import { NS } from '../i18n/index.ts';

/**
 * For a logged-in editor: who is signed in, and logout (to the home page). Nothing for visitors.
 * A server-rendered document never has it (the server knows no session), and hydrating one must
 * render the same: zustand's hook gives React the store's initial state (logged out) as the server
 * snapshot, which React renders while hydrating, so a session the browser knows shows in the render
 * after (shell/test/auth-bar-hydration.test.tsx). Read the store through the hook, never `getState()` in
 * render. (The session is restored only by the login page's middleware (guest), which the server
 * does not render, so a hydrated page starts logged out anyway.)
 */
export function AuthBar({ locale }: { locale: Locale }) {
  const { t } = useTranslation(NS);
  const user = useAuthStore((state) => state.user);
  const logout = useAuthStore((state) => state.logout);
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <div className="site-auth-bar">
      <Container className="site-auth-bar__inner">
        <span>{t('auth.signedInAs', { name: user.name })}</span>
        <button
          type="button"
          onClick={() => {
            void logout().then(() => navigate(localePath('home', {}, locale)));
          }}
        >
          {t('auth.logout')}
        </button>
      </Container>
    </div>
  );
}
