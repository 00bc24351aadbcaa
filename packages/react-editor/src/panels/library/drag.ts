/** The drag data type of a library result dragged onto the canvas: its value is the item id. */
export const LIBRARY_ITEM_DRAG_TYPE = 'application/x-figura-library-item';
