// Shared between the local and the hosted entry points. A long comment first, so that the offset of
// the name below is far past anything on the line of the construction in the other file.
export const serverInfo = {
  name: 'Room Booking Helper',
  version: '2.1.0',
};
