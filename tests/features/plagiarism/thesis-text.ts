/**
 * Deterministic Vietnamese thesis-like text for the plagiarism tests and the bench: sentences of
 * academic words and stock phrases (the phrases every thesis repeats make unrelated texts share
 * short runs, as real ones do).
 */
const WORDS = (
  'hệ thống dữ liệu mô hình phương pháp nghiên cứu kết quả thực nghiệm đánh giá thuật toán mạng ' +
  'nơ ron học máy tối ưu hóa phân tích thiết kế xây dựng ứng dụng quản lý người dùng giao diện ' +
  'máy chủ cơ sở bảo mật mã hóa khóa công khai chữ ký số xác thực truy cập điều khiển cảm biến tín hiệu ' +
  'xử lý ảnh văn bản tiếng việt ngôn ngữ tự nhiên từ vựng câu đoạn chương mục tiêu phạm vi đối tượng ' +
  'bệnh nhân lâm sàng điều trị chẩn đoán triệu chứng xét nghiệm thuốc liều lượng tác dụng phụ nguy cơ ' +
  'kinh tế thị trường doanh nghiệp chi phí lợi nhuận đầu tư tăng trưởng chính sách nhà nước xã hội ' +
  'giáo dục sinh viên giảng viên trường đại học chương trình đào tạo tín chỉ học phần kỹ năng ' +
  'năng lượng điện áp dòng công suất động cơ tần số mạch vi điều khiển lập trình nhúng phần cứng phần mềm ' +
  'mạng lưới giao thức gói tin băng thông độ trễ thông lượng kết nối không dây vệ tinh anten ' +
  'vật liệu cấu trúc nhiệt độ áp suất hóa học phản ứng dung dịch nồng độ mẫu thí nghiệm quy trình ' +
  'môi trường nước thải khí hậu ô nhiễm tài nguyên bền vững đô thị nông thôn giao thông vận tải ' +
  'đồ thị cây nút cạnh đỉnh đường đi ngắn nhất độ phức tạp thời gian bộ nhớ song song phân tán ' +
  'camera video khung hình đặc trưng phân loại nhận dạng phát hiện đối sánh độ chính xác sai số ' +
  'tham số biến ma trận véc tơ hàm mục tiêu ràng buộc nghiệm xấp xỉ hội tụ lặp gradient ngẫu nhiên ' +
  'lịch sử văn hóa truyền thống dân tộc cộng đồng gia đình thanh niên lao động việc làm thu nhập ' +
  'an ninh thông tin tấn công lỗ hổng phòng thủ mã độc tường lửa giám sát nhật ký sự cố ' +
  'khảo sát bảng hỏi thống kê trung bình phương sai tương quan hồi quy kiểm định giả thuyết'
).split(' ');

const PHRASES = [
  'trong quá trình nghiên cứu',
  'kết quả cho thấy',
  'như đã trình bày ở trên',
  'trong chương này',
  'có thể thấy rằng',
  'bên cạnh đó',
  'theo số liệu thống kê',
  'đề tài tập trung vào',
  'một cách hiệu quả',
  'góp phần nâng cao',
  'trên cơ sở đó',
  'tuy nhiên',
  'do đó',
  'cụ thể là',
  'nhằm mục đích',
  'trong thời gian tới',
];

/** A seeded pseudo-random generator (mulberry32): the same seed gives the same text. */
export const randomOf = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** Share of word slots that start a stock phrase (about a fifth of all words end up in one). */
const PHRASE_RATE = Number(process.env.PHRASE_RATE ?? 0.06);

const pick = <T>(random: () => number, list: readonly T[]) => list[Math.floor(random() * list.length)];

/** One sentence of 10 to 24 words, capitalised, ending with a full stop. */
export const sentence = (random: () => number) => {
  const length = 10 + Math.floor(random() * 15);
  const words: string[] = [];
  while (words.length < length) {
    if (random() < PHRASE_RATE) words.push(...pick(random, PHRASES).split(' '));
    else words.push(pick(random, WORDS));
  }
  const text = words.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}${random() < 0.3 ? ', ' + pick(random, WORDS) : ''}.`;
};

/** Sentences adding up to about `words` words, in paragraphs of 4 to 8 sentences. */
export const thesisText = ({ seed, words }: { seed: number; words: number }) => {
  const random = randomOf(seed);
  const paragraphs: string[] = [];
  let count = 0;
  while (count < words) {
    const sentences: string[] = [];
    const length = 4 + Math.floor(random() * 5);
    for (let index = 0; index < length && count < words; index += 1) {
      const next = sentence(random);
      count += next.split(' ').length;
      sentences.push(next);
    }
    paragraphs.push(sentences.join(' '));
  }
  return paragraphs.join('\n\n');
};

/** The sentences of a text (ending with . ! or ?). */
export const sentencesOf = (text: string) => text.match(/[^.!?]+[.!?]/g)?.map((part) => part.trim()) ?? [];
