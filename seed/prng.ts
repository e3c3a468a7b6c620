// The PRNG ships with the server (artwork, hotel rates), which must not import the seed.
export { createPrng, hashSeed, type Prng } from "../server/lib/prng";
