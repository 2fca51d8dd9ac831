/** The networks of the social-media-* settings (spec §3), each with its icon. */
export const SOCIAL_NETWORKS = ['instagram', 'youtube', 'telegram', 'linkedin', 'facebook', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/**
 * A network's icon: a file of its own (shell/public/images/social), loaded when the footer comes
 * near the screen, instead of SVG paths in the first view's JavaScript (white, like the footer's links).
 */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return <img src={`/images/social/${network}.svg`} width={24} height={24} alt="" loading="lazy" decoding="async" />;
}

/** The social links that exist in the settings, in a fixed order. */
export function socialLinks(settings: Record<string, string>): { network: SocialNetwork; url: string }[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = settings[`social-media-${network}`];
    return url ? [{ network, url }] : [];
  });
}
