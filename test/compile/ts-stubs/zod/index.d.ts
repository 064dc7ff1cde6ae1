// A minimal stub of zod's types for type-checking quick-fix results.
export interface ZodTypeAny {
  _output: unknown;
  describe(text: string): this;
  optional(): ZodOptional<this>;
}
export interface ZodOptional<T extends ZodTypeAny> extends ZodTypeAny {
  _output: T['_output'] | undefined;
}
export interface ZodString extends ZodTypeAny {
  _output: string;
}
export type ZodRawShape = { [key: string]: ZodTypeAny };
export interface ZodObject<S extends ZodRawShape> extends ZodTypeAny {
  shape: S;
  _output: { [K in keyof S]: S[K]['_output'] };
}
export type infer<T extends ZodTypeAny> = T['_output'];
export declare const z: {
  string(): ZodString;
  object<S extends ZodRawShape>(shape: S): ZodObject<S>;
};
