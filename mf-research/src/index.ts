// Only an async boundary here, so shared singletons are negotiated before any of them is used.
void import('./bootstrap.tsx');
