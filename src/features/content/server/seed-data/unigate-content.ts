import type { TenantContent } from './tenant-content';

/** The product's own demo tenant: a multi-disciplinary university. */
export const UNIGATE_CONTENT: TenantContent = {
  events: [],
  honors: [
    {
      title: 'Giải Nhất Olympic Kinh tế lượng sinh viên toàn quốc',
      titleEn: 'First prize, National Student Econometrics Olympiad',
      recipientKind: 'student',
      achievement: 'Giải Nhất cá nhân',
      achievementEn: 'First individual prize',
      body: 'Bài thi phân tích dữ liệu thị trường lao động được hội đồng đánh giá cao.',
      bodyEn: 'The analysis of labour-market data was praised by the jury.',
      day: 100,
    },
    {
      title: 'Đội tuyển tranh biện vô địch giải sinh viên miền Bắc',
      titleEn: 'Debate team wins the Northern student championship',
      recipientKind: 'team',
      recipientName: 'Câu lạc bộ Tranh biện',
      achievement: 'Vô địch giải tranh biện tiếng Anh',
      achievementEn: 'English debating champions',
      body: 'Đội thắng cả năm vòng đấu trước 32 đội đến từ 20 trường.',
      bodyEn: 'The team won all five rounds against 32 teams from 20 universities.',
      day: 160,
    },
    {
      title: 'Giải thưởng Sinh viên nghiên cứu khoa học cấp Bộ',
      titleEn: 'Ministry award for student research',
      recipientKind: 'student',
      achievement: 'Giải Ba - dự báo năng suất lúa bằng ảnh vệ tinh',
      achievementEn: 'Third prize - forecasting rice yields from satellite images',
      body: 'Mô hình được hợp tác xã nông nghiệp thử nghiệm trong vụ xuân.',
      bodyEn: 'A farming cooperative is trialling the model in the spring crop.',
      day: 140,
    },
  ],
  news: [
    {
      category: 'tuyen-dung',
      title: 'Doanh nghiệp đối tác tuyển thực tập sinh năm 2026',
      titleEn: 'Partner companies recruit interns for 2026',
      summary: '50 vị trí thực tập có hỗ trợ cho sinh viên các ngành.',
      summaryEn: '50 paid internships for students of every programme.',
      body: [
        'Các vị trí gồm kinh doanh, tài chính, truyền thông và công nghệ.',
        'Ứng viên nộp CV qua mục Doanh nghiệp trên cổng thông tin.',
      ],
      bodyEn: [
        'Roles cover business, finance, communication and technology.',
        'Send your CV through the Companies section of the portal.',
      ],
      tags: ['thực tập', 'tuyển dụng'],
    },
  ],
};
