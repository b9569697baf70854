/** VND as printed in messages: 1.200.000. */
export const formatVnd = (amount: number) => new Intl.NumberFormat('vi-VN').format(amount);

/** 'YYYY-MM-DD' as dd/mm/yyyy. */
const dmy = (date: string) => date.split('-').reverse().join('/');

/** The user-facing reasons of payment refusals, "Vietnamese / English". */
export const PAYMENT_MESSAGES = {
  outsidePeriod: ({ startDate, endDate }: { startDate: string; endDate: string }) =>
    `Ngoài thời gian nộp học phí (${dmy(startDate)} – ${dmy(endDate)}) / Outside the payment period (${startDate} – ${endDate})`,
  nothingOwed: 'Học phí kỳ này đã được nộp đủ / The tuition of this semester is fully paid',
  amountMismatch: (remaining: number) =>
    `Số tiền phải bằng số còn phải nộp: ${formatVnd(remaining)} đ / The amount must equal the remaining debt: ${formatVnd(remaining)} VND`,
  billNotFound: 'Không tìm thấy khoản học phí / Tuition bill not found',
  transactionNotFound: 'Không tìm thấy giao dịch / Transaction not found',
  receiptNotFound: 'Không tìm thấy biên lai / Receipt not found',
  badSignature: 'Chữ ký giao dịch không hợp lệ / The transaction signature is invalid',
  mismatch: (field: string) =>
    `Giá trị ${field} không khớp với giao dịch / ${field} does not match the transaction`,
  expired:
    'Giao dịch đã hết hạn, vui lòng tạo giao dịch mới / The transaction has expired, please start a new one',
  alreadyPaid: 'Giao dịch đã được thanh toán / The transaction is already paid',
  cardHidden: 'Trường không nhận thanh toán bằng thẻ / Card payment is not offered',
  cardUnavailable:
    'Chưa có cổng thanh toán thẻ, vui lòng chuyển khoản bằng mã QR / No card gateway is connected, please pay by QR transfer',
  notSignedIn: 'Chưa đăng nhập hoặc phiên đã hết hạn / Not signed in or session expired',
  noStudent: 'Tài khoản không có hồ sơ sinh viên / This account has no student record',
  moduleOff: 'Không tìm thấy / Not found',
  invalid: (detail: string) => `Dữ liệu không hợp lệ: ${detail} / Invalid data: ${detail}`,
} as const;
