import type { RobotCheckProvider } from '@chargedeck/shared';

/** What the pages load from elsewhere than the platform, by the operator's configuration. */
export interface ContentSecurityOptions {
  /** MAP_TILE_URL: the map's images come from its host. */
  mapTileUrl: string;
  robotCheck: RobotCheckProvider;
  /** The 3-D Secure page loads the card provider's script (the sandbox's is served here). */
  cardProvider: 'sandbox' | 'pagseguro';
}

interface Sources {
  script: string[];
  connect: string[];
  frame: string[];
}

/** Hosts of the hosted robot checks and the card provider, from their own CSP guides. */
const HOSTED: Record<'recaptcha' | 'turnstile' | 'pagseguro', Sources> = {
  recaptcha: {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    connect: ['https://www.google.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  },
  turnstile: {
    script: ['https://challenges.cloudflare.com'],
    connect: ['https://challenges.cloudflare.com'],
    frame: ['https://challenges.cloudflare.com'],
  },
  // 3-D Secure shows the card issuer's challenge page in a frame: any https host.
  pagseguro: {
    script: ['https://assets.pagseguro.com.br'],
    connect: ['https://sdk.pagseguro.com', 'https://sandbox.sdk.pagseguro.com'],
    frame: ['https:'],
  },
};

/**
 * The source of the map tiles: the tile URL's scheme and host, a `{s}` subdomain template
 * becoming `*.`; the scheme alone when the host is templated elsewhere.
 */
export function tileSource(mapTileUrl: string): string {
  const match = /^(https?:)\/\/([^/?#]+)/i.exec(mapTileUrl.trim());
  if (!match) return "'self'";
  const [, scheme, host] = match as unknown as [string, string, string];
  const wildcard = host.replace(/^\{[^}]*\}\./, '*.');
  return /[{}]/.test(wildcard) ? scheme.toLowerCase() : `${scheme.toLowerCase()}//${wildcard}`;
}

function hostedSources(options: ContentSecurityOptions): Sources {
  const kinds = [
    options.robotCheck === 'recaptcha' || options.robotCheck === 'turnstile'
      ? HOSTED[options.robotCheck]
      : undefined,
    options.cardProvider === 'pagseguro' ? HOSTED.pagseguro : undefined,
  ].filter((kind): kind is Sources => kind !== undefined);
  return {
    script: kinds.flatMap((kind) => kind.script),
    connect: kinds.flatMap((kind) => kind.connect),
    frame: kinds.flatMap((kind) => kind.frame),
  };
}

/**
 * The Content-Security-Policy of every answer. Scripts only from files (never inline); styles
 * may be inline (the component library sets them at run time); images also from data: and blob:
 * (QR codes, report logos) and the tile host; ALTCHA solves in blob: workers; the realtime socket
 * is same-origin (`'self'` covers ws: and wss:); no page may frame ours.
 */
export function contentSecurityPolicy(options: ContentSecurityOptions): string {
  const hosted = hostedSources(options);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hosted.script],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', tileSource(options.mapTileUrl)],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...hosted.connect],
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', "'self'", ...hosted.frame],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => [...new Set(directive)].join(' ')).join('; ');
}
