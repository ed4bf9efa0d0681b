/**
 * Imported first by server/main.ts. React, react-dom/server and other libraries choose their production or
 * development build from NODE_ENV when they are first imported; unset, they run their development builds
 * (prop validation, dev warnings, jsxDEV): server rendering a product page took 85 ms instead of 47 (issue 16).
 * A production server (`npm start`, `tsx server/main.ts`) is production unless NODE_ENV says otherwise;
 * `--dev` keeps Vite's development mode.
 */
/**
 * NODE_ENV as the operator set it, before the default below: `npm start` is the demo shop (payment sandbox
 * on) unless the operator says NODE_ENV=production (ADR 0039).
 */
export const operatorNodeEnv: string | undefined = process.env.NODE_ENV;

if (!process.argv.includes('--dev')) process.env.NODE_ENV ??= 'production';
