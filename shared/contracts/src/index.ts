// The main entry, an eager singleton in every first view: no zod and no schema here. The schemas are the
// shared `@brids/contracts/schema` (zod's builders, the envelopes, the shell's resources), loaded on first use.
export * from './locale.ts';
export * from './errors.ts';
export * from './constants.ts';
export type {
  ActionType,
  Component,
  Entry,
  EntrySummary,
  FooterLogo,
  ListMeta,
  Menu,
  Page,
  RedirectRule,
  SearchHit,
  Setting,
  User,
} from './resources.ts';
export * from './api-client.ts';
// The release's schemas and route conflicts are a subpath (`@brids/contracts/release`): only servers and tools
// parse releases (the browser takes the one the server inlined), so they stay out of every first view.
export type { PreviewInfo, ReleaseManifest, RemoteRelease, RouteConflict, RouteDeclaration, RouteHead } from './release.ts';
// The calculator's field and unit lists are values only mf-tools and the content service read: a subpath
// (`@brids/contracts/tools/constants`), as every export of this shared entry is in every first view.
export type { CalculatorField, CalculatorUnit, RiskAnswers } from './tools/constants.ts';
export type { CalculatorLimit, CalculatorLimits, RiskAnswer, RiskProduct, RiskProfile, RiskProfileResult, RiskQuestion } from './tools.ts';
export * from './captcha.ts';
export * from './inline-data.ts';
export type { Infer, Input, Schema } from './schema.ts';
