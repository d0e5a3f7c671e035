// Values global-setup hands to the journeys through vitest's provide/inject.
declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    apiUrl: string;
    chromiumPath: string;
    artifactsDir: string;
  }
}

export {};
