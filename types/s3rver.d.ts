// s3rver 3 ships no types: the part of its API the tests use.
declare module 's3rver' {
  interface BucketConfig {
    name: string;
    configs: (string | Buffer)[];
  }
  interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    configureBuckets?: BucketConfig[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
