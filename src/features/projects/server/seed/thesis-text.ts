import type { Faker } from '@faker-js/faker';
import { FIELD_VOCABULARY } from './field-vocabulary';
import type { Field } from './field-vocabulary';

/** What one thesis is about: the words its sentences are built from. */
export type ThesisSubject = { field: Field; object: string; method: string; domain: string; metric: string };

/**
 * Sentence templates of Vietnamese academic prose. Slots: {o} object, {m} method, {d} domain,
 * {k} metric, {m2} another method, {n} a number, {p} a percentage, {y} a year, {a} an author.
 */
const SENTENCES: readonly string[] = [
  'Trong những năm gần đây, {o} đã nhận được sự quan tâm ngày càng lớn của cộng đồng nghiên cứu trong lĩnh vực {d}.',
  'Đề tài tập trung nghiên cứu {o} dựa trên {m} nhằm giải quyết các hạn chế của những cách tiếp cận truyền thống.',
  'Theo khảo sát của {a} ({y}), phần lớn các giải pháp hiện nay chưa đáp ứng được yêu cầu thực tế về {k}.',
  'Mục tiêu chính của luận văn là đề xuất một phương pháp hiệu quả hơn cho bài toán {o} trong bối cảnh {d} tại Việt Nam.',
  'Phương pháp {m} cho phép khai thác đặc trưng của dữ liệu một cách tự động thay vì phải thiết kế thủ công.',
  'So với {m2}, cách tiếp cận dựa trên {m} cho kết quả ổn định hơn khi kích thước dữ liệu tăng lên.',
  'Dữ liệu thực nghiệm được thu thập trong {n} tháng từ {n} đơn vị thuộc lĩnh vực {d}.',
  'Kết quả cho thấy {k} được cải thiện khoảng {p} so với phương án cơ sở.',
  'Bên cạnh đó, {k} cũng là một tiêu chí quan trọng khi đánh giá tính khả thi của {o}.',
  'Chương này trình bày cơ sở lý thuyết về {m} và các công trình liên quan đến {o}.',
  'Nhóm tác giả {a} đã áp dụng {m2} cho bài toán tương tự nhưng chưa xét đến đặc thù của {d}.',
  'Quy trình thực hiện gồm các bước thu thập dữ liệu, tiền xử lý, xây dựng mô hình và đánh giá kết quả.',
  'Để bảo đảm tính khách quan, mỗi thí nghiệm được lặp lại {n} lần và lấy giá trị trung bình.',
  'Bảng {n} tổng hợp giá trị {k} của các phương pháp trên cùng một tập dữ liệu kiểm thử.',
  'Hình {n} minh họa kiến trúc tổng thể của {o} với các thành phần chính và luồng dữ liệu giữa chúng.',
  'Một hạn chế của nghiên cứu là số lượng mẫu còn nhỏ, chưa đại diện đầy đủ cho {d}.',
  'Trong tương lai, đề tài có thể được mở rộng bằng cách kết hợp {m} với {m2}.',
  'Các tham số của mô hình được lựa chọn thông qua thực nghiệm trên tập kiểm định gồm {n} mẫu.',
  'Việc triển khai {o} trong thực tế đòi hỏi phải cân nhắc chi phí đầu tư và khả năng bảo trì.',
  'Kết quả khảo sát người dùng cho thấy {p} người tham gia đánh giá hệ thống ở mức hài lòng trở lên.',
  'Luận văn góp phần làm rõ mối quan hệ giữa {k} và các yếu tố ảnh hưởng trong {d}.',
  'Phần tiếp theo phân tích chi tiết ưu điểm và nhược điểm của từng phương án đã đề xuất.',
  'Các yêu cầu chức năng và phi chức năng của {o} được xác định thông qua phỏng vấn chuyên gia.',
  'Sai khác giữa hai nhóm có ý nghĩa thống kê với p nhỏ hơn 0,05.',
  'Nhờ áp dụng {m}, thời gian xử lý trung bình giảm từ {n} giây xuống còn dưới một giây.',
  'Nghiên cứu của {a} năm {y} là một trong những công trình đầu tiên đề cập đến {o}.',
  'Tác giả xin chân thành cảm ơn giảng viên hướng dẫn đã tận tình chỉ bảo trong suốt quá trình thực hiện đề tài.',
  'Từ các phân tích trên, có thể khẳng định {m} là lựa chọn phù hợp cho bài toán đặt ra.',
  'Mô hình đề xuất đạt {k} cao nhất trong số các phương pháp được so sánh, với mức chênh lệch {p}.',
  'Tuy nhiên, khi dữ liệu đầu vào có nhiều nhiễu, hiệu quả của phương pháp giảm đáng kể.',
  'Đối tượng nghiên cứu là {o}; phạm vi nghiên cứu giới hạn trong lĩnh vực {d} giai đoạn {y} đến nay.',
  'Các kết quả chính của luận văn đã được trình bày tại hội nghị khoa học sinh viên năm {y}.',
  'Quá trình kiểm thử được thực hiện trên {n} kịch bản khác nhau, bao gồm cả các trường hợp biên.',
  'Để so sánh công bằng, mọi phương pháp đều sử dụng chung cấu hình phần cứng và bộ dữ liệu.',
  'Phân tích sâu hơn cho thấy nguyên nhân chủ yếu đến từ sự mất cân bằng giữa các lớp dữ liệu.',
  'Giải pháp được thiết kế theo hướng mô-đun hóa để dễ dàng tích hợp vào hệ thống hiện có của {d}.',
  'Những đóng góp của đề tài có ý nghĩa cả về mặt khoa học lẫn thực tiễn đối với {d}.',
  'Chỉ số {k} được tính theo công thức chuẩn đã được sử dụng rộng rãi trong các nghiên cứu trước.',
  'Sau khi hiệu chỉnh, {o} hoạt động ổn định trong suốt {n} tuần vận hành thử nghiệm.',
  'Các chuyên gia trong lĩnh vực {d} đánh giá cao tính ứng dụng của kết quả nghiên cứu.',
];

const CHAPTERS: readonly string[] = [
  'Chương 1. Mở đầu',
  'Chương 2. Tổng quan tình hình nghiên cứu',
  'Chương 3. Cơ sở lý thuyết',
  'Chương 4. Phương pháp đề xuất',
  'Chương 5. Thực nghiệm và đánh giá',
  'Chương 6. Kết luận và hướng phát triển',
];

/** Picks what a thesis is about, from its field's vocabulary. */
export const pickSubject = ({ faker, field }: { faker: Faker; field: Field }): ThesisSubject => {
  const words = FIELD_VOCABULARY[field];
  return {
    field,
    object: faker.helpers.arrayElement(words.objects),
    method: faker.helpers.arrayElement(words.methods),
    domain: faker.helpers.arrayElement(words.domains),
    metric: faker.helpers.arrayElement(words.metrics),
  };
};

/** The thesis title a subject implies. */
export const titleOf = ({ faker, subject }: { faker: Faker; subject: ThesisSubject }) =>
  faker.helpers.arrayElement([
    `Nghiên cứu ${subject.object} ứng dụng ${subject.method} trong ${subject.domain}`,
    `Xây dựng ${subject.object} dựa trên ${subject.method}`,
    `Ứng dụng ${subject.method} để nâng cao ${subject.metric} của ${subject.object}`,
    `Thiết kế và đánh giá ${subject.object} cho ${subject.domain}`,
  ]);

const sentence = ({ faker, subject }: { faker: Faker; subject: ThesisSubject }) => {
  const words = FIELD_VOCABULARY[subject.field];
  // Most sentences stay on the thesis's own subject; some wander to neighbouring words, as real text does.
  const stray = faker.number.int({ min: 0, max: 9 }) < 3;
  const values: Record<string, () => string> = {
    o: () => (stray ? faker.helpers.arrayElement(words.objects) : subject.object),
    m: () => (stray ? faker.helpers.arrayElement(words.methods) : subject.method),
    m2: () => faker.helpers.arrayElement(words.methods.filter((method) => method !== subject.method)),
    d: () => (stray ? faker.helpers.arrayElement(words.domains) : subject.domain),
    k: () => (stray ? faker.helpers.arrayElement(words.metrics) : subject.metric),
    n: () => String(faker.number.int({ min: 2, max: 48 })),
    p: () => `${faker.number.int({ min: 3, max: 38 })},${faker.number.int({ min: 0, max: 9 })}%`,
    y: () => String(faker.number.int({ min: 2008, max: 2024 })),
    a: () => `${faker.person.lastName()} và cộng sự`,
  };
  return faker.helpers
    .arrayElement(SENTENCES)
    .replace(/\{(m2|o|m|d|k|n|p|y|a)\}/g, (_, slot: string) => values[slot]());
};

/**
 * A thesis report in Vietnamese: chapters of paragraphs built from academic sentence templates
 * around the thesis's subject. Deterministic for a seeded faker; about `words` words long.
 */
export const thesisText = ({
  faker,
  subject,
  title,
  words = 1800,
}: {
  faker: Faker;
  subject: ThesisSubject;
  title: string;
  words?: number;
}) => {
  const perChapter = Math.ceil(words / CHAPTERS.length);
  const parts = [title.toUpperCase()];
  for (const chapter of CHAPTERS) {
    parts.push(chapter);
    let count = 0;
    while (count < perChapter) {
      const paragraph = Array.from({ length: faker.number.int({ min: 4, max: 7 }) }, () =>
        sentence({ faker, subject }),
      ).join(' ');
      count += paragraph.split(' ').length;
      parts.push(paragraph);
    }
  }
  return parts.join('\n\n');
};
