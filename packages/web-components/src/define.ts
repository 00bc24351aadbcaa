// The `@figura/web-components/define` entry: importing it registers the elements.
import { defineFiguraElements } from './register';

defineFiguraElements();

export { defineFiguraElements };
