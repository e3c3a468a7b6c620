// What `app/app.css?url` is in Vitest, for every test file alike: Vitest resolves CSS URLs to
// nothing, where a build names the hashed file. An alias in vitest.config.ts, not a per-file
// module mock, which the unit project's shared module cache (isolate: false) would ignore
// whenever another file had imported the stylesheet module first.
export default "/assets/app-test.css";
