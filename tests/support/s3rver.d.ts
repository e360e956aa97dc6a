// s3rver ships no types: the part of it the off-site tests use.
declare module "s3rver" {
  export default class S3rver {
    constructor(options: {
      port: number;
      address: string;
      directory: string;
      silent?: boolean;
      key?: Buffer;
      cert?: Buffer;
      configureBuckets?: Array<{ name: string }>;
    });
    run(): Promise<unknown>;
    close(): Promise<void>;
  }
}
