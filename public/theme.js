/*
 * Before the first paint (a classic, blocking script in <head>; index.html's policy allows own-origin
 * scripts only, so it is a file rather than inline): put the theme on <html> so that a dark page
 * never flashes white. The choice is kept under `csp-playground.theme` ('system', 'light', 'dark';
 * missing or unknown means 'system', which follows prefers-color-scheme). src/app/shell/theme.ts does the
 * same once the app runs, and follows later changes; tests/theme/theme.test.ts runs this file to
 * check that the two agree.
 */
(function () {
  var choice = null;
  try {
    choice = localStorage.getItem('csp-playground.theme');
  } catch {
    // Storage blocked: follow the system.
  }
  var theme = choice === 'light' || choice === 'dark' ? choice : window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
})();
