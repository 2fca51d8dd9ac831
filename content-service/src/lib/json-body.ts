/** A body that is not JSON reaches the route as this marker, so the route answers 4xx itself. */
export const INVALID_JSON = Symbol('invalid JSON');
