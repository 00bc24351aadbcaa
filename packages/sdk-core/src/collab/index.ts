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
export {
  COLLAB_PATH,
  collabRoomName,
  parseCollabRoomName,
  ROOM_CLOSE,
  parseRoomNotice,
  parseStoreMessage,
  type RoomNotice,
  type StoreReply,
  type StoreRequest,
} from './room';
export { sameJson } from '../schema/document/same-json';
export {
  PRESENCE_COLOURS,
  collaboratorsOf,
  presenceColour,
  type Collaborator,
  type PresenceState,
} from './presence';
export { bindStoreToYDoc, UNDO_CAPTURE_MS, type StoreBinding } from './store-binding';
