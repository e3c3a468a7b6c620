export default function ReviewBooking() {
  return null;
}
