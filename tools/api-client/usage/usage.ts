// What a client generated from /api/openapi.json (openapi-typescript, to ./openapi.ts beside this file) gives its
// users: answers, bodies and parameters typed by path or by operation id. Type-checked against a fresh client by
// content-service/test/openapi-tools.test.ts; by hand (the service on port 4000):
//   tools/api-client/node_modules/.bin/openapi-typescript http://localhost:4000/api/openapi.json -o tools/api-client/usage/openapi.ts
//   node_modules/.bin/tsc -p tools/api-client/usage
import type { components, operations, paths } from './openapi';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
type Assert<T extends true> = T;
type Json<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;

// The menus: the recursive Menu component, children included.
type Menus = paths['/api/menus']['get']['responses']['200']['content']['application/json']['data'];
export type MenusAreMenus = Assert<Equal<Menus, components['schemas']['Menu'][]>>;
export type ChildrenAreMenus = Assert<Equal<Menus[number]['child'], components['schemas']['Menu'][]>>;

// The calculator limits: every field is a defined property (a record over a closed set of keys).
type Limits = Json<operations['getCalculatorLimits']['responses']['200']>['data'];
export type LimitsAreDefined = Assert<Equal<Limits['post_pension_return'], { max: number; unit: 'rupiah' | 'percent' | 'years' }>>;
// @ts-expect-error: a field the limits do not have
export type NoSuchLimit = Limits['no_such_field'];

// An item by its path parameter, with its query.
type Blog = operations['getBlogsBySlug'];
export type SlugIsAString = Assert<Equal<Blog['parameters']['path']['slug'], string>>;
export type LocaleIsOneOfTwo = Assert<Equal<NonNullable<NonNullable<Blog['parameters']['query']>['locale']>, 'id' | 'en'>>;

// The console's login: its body and its token; an error answer is `{ message, errors? }`.
type Login = paths['/api/auth/login']['post'];
export type Credentials = Assert<Equal<Login['requestBody'], { content: { 'application/json': { email: string; password: string } } }>>;
export type Token = Assert<Equal<Json<Login['responses']['200']>, { token: string }>>;
export type Refused = Assert<Equal<Json<Login['responses']['401']>['message'], string>>;

/** A caller's code: the token of a login answer, the maximum of one calculator field. */
export const tokenOf = (answer: Json<Login['responses']['200']>): string => answer.token;
export const maximumOf = (limits: Limits, field: keyof Limits): number => limits[field].max;
