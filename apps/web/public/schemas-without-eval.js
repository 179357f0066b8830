// Runs before the app's modules. zod probes for eval (Function) to compile its schema checks;
// the page's Content-Security-Policy allows no eval, so each probe would be reported as a
// violation. With jitless set before zod loads, it checks schemas without compiling code.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
