/** `npm run build:places`: the places index under DATA_DIR (default ./data); see src/cli/places.ts. */
import '../src/cli/places.ts';
