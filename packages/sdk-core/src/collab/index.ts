// Co-editing: a slide document as a Y.Doc, and the rooms' names. No provider here: the editor
// loads its connection on demand, and the API uses this entry for its rooms.
export {
  ELEMENTS_MAP,
  ORDER_ARRAY,
  SLIDE_MAP,
  holdsSlide,
  readSlideDocument,
  slideToYDoc,
  slideTypes,
  writeSlideDocument,
  type SlideYTypes,
} from './y-document';
export { COLLAB_PATH, collabRoomName, parseCollabRoomName } from './room';
export { sameJson } from '../schema/same-json';
