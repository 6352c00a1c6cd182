import type { PathPolicy } from './paths.js';

/** What the middleware hands to the handlers of a request. */
export interface AppEnv {
  Variables: {
    /** The rules of the matched path. */
    policy: PathPolicy;
    /** The media type negotiated for the answer. */
    representation: string;
  };
}
