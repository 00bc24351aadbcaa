// The worker where the portal's editor removes a picture's backdrop (see background-remover.ts).
import { serveBackgroundRemoval, type RemovalScope } from '@figura/sdk-core/editor';

// The worker's global scope (the DOM lib types `self` as a window).
serveBackgroundRemoval(self as unknown as RemovalScope);
