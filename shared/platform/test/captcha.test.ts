// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { renderRecaptcha } from '../src/captcha.ts';

const options = { siteKey: 'site-key', version: '2', locale: 'id' };

afterEach(() => {
  delete window.grecaptcha;
  document.head.innerHTML = '';
});

describe('reCAPTCHA loader errors (spec §8)', () => {
  it('needs a site key', async () => {
    await expect(renderRecaptcha(document.body, { ...options, siteKey: undefined }, () => {})).rejects.toThrow(
      'ReCaptcha error: No key provided',
    );
  });

  it('needs a version', async () => {
    await expect(renderRecaptcha(document.body, { ...options, version: '' }, () => {})).rejects.toThrow(
      'ReCaptcha error: No version provided',
    );
  });

  it('reports a script that cannot load, and tries again next time', async () => {
    // happy-dom refuses to load scripts, as a browser does when the provider is blocked.
    await expect(renderRecaptcha(document.body, options, () => {})).rejects.toThrow('ReCaptcha error: Failed to load script');
    expect(document.getElementById('recaptcha-script')).toBeNull();
    await expect(renderRecaptcha(document.body, options, () => {})).rejects.toThrow('ReCaptcha error: Failed to load script');
  });

  it('reports a widget that fails to render, and renders a normal-size checkbox with its badge', async () => {
    // The provider's script is out of reach here: stand in for what it defines on window.
    const seen: Record<string, unknown>[] = [];
    window.grecaptcha = {
      ready: (callback) => callback(),
      render: (_element, settings) => {
        seen.push(settings);
        if (seen.length > 1) throw new Error('widget broke');
        return 1;
      },
      reset: () => {},
    };
    await renderRecaptcha(document.body, options, () => {});
    expect(seen[0]).toMatchObject({ sitekey: 'site-key', size: 'normal', badge: 'bottomright' });
    await expect(renderRecaptcha(document.body, options, () => {})).rejects.toThrow('ReCaptcha error: Failed to execute');
  });
});
