import type { EventTemplate, HonorTemplate } from './events-honors';
import type { NewsTemplate } from './news-items';

/** What one university adds to the common demo content: events, honors and news of its own field. */
export type TenantContent = { events: EventTemplate[]; honors: HonorTemplate[]; news: NewsTemplate[] };

const NONE: TenantContent = { events: [], honors: [], news: [] };

/** Engineering and technology: Bách khoa. */
const HUST: TenantContent = {
  events: [
    {
      title: 'Ngày hội Kỹ thuật Bách khoa - Techfest 2026',
      titleEn: 'Bach Khoa Engineering Day - Techfest 2026',
      summary: 'Triển lãm sản phẩm đồ án của sinh viên các trường Cơ khí, Điện - Điện tử và CNTT.',
      summaryEn: 'Capstone projects from the Mechanical, Electrical and Electronic, and ICT schools.',
      body: 'Khu trải nghiệm robot, xe tự hành và vi mạch mở cả ngày cho học sinh phổ thông.',
      bodyEn: 'Robot, self-driving car and chip design demos are open all day to high-school visitors.',
      location: 'Thư viện Tạ Quang Bửu',
      locationEn: 'Ta Quang Buu Library',
      organizer: 'Hội Sinh viên',
      organizerEn: 'Student Association',
      day: 110,
      hour: 8,
      hours: 9,
    },
    {
      title: 'Vòng loại Robocon sinh viên toàn trường',
      titleEn: 'University Robocon qualifying round',
      summary: '16 đội tranh suất đại diện trường dự Robocon Việt Nam 2027.',
      summaryEn: '16 teams compete to represent the university at Robocon Vietnam 2027.',
      body: 'Mỗi đội thi hai lượt trên sân thi đấu theo luật ABU Robocon 2027.',
      bodyEn: 'Each team plays two rounds on the ABU Robocon 2027 field.',
      location: 'Nhà thi đấu',
      locationEn: 'Sports hall',
      organizer: 'Câu lạc bộ Robot sinh viên',
      organizerEn: 'Student Robotics Club',
      day: 45,
      hour: 8,
      hours: 8,
    },
  ],
  honors: [
    {
      title: 'Giải Nhất Olympic Toán học sinh viên toàn quốc',
      titleEn: 'First prize, National Student Mathematics Olympiad',
      recipientKind: 'student',
      achievement: 'Giải Nhất môn Giải tích',
      achievementEn: 'First prize in Analysis',
      body: 'Tiếp nối truyền thống của đội tuyển Olympic Toán của trường.',
      bodyEn: "Continuing the tradition of the university's Mathematics Olympiad team.",
      day: 100,
    },
    {
      title: 'Đội tuyển lập trình vào chung kết ICPC châu Á',
      titleEn: 'Programming team reaches the ICPC Asia final',
      recipientKind: 'team',
      recipientName: 'Đội tuyển Olympic Tin học',
      achievement: 'Huy chương Bạc ICPC Asia Hà Nội',
      achievementEn: 'Silver medal, ICPC Asia Hanoi',
      body: 'Đội xếp thứ 8 trên 64 đội tham dự.',
      bodyEn: 'The team ranked 8th out of 64.',
      day: 330,
    },
    {
      title: 'Giải Vàng cuộc thi Sáng tạo Robot Việt Nam',
      titleEn: 'Gold award, Vietnam Robot Creativity contest',
      recipientKind: 'team',
      recipientName: 'Câu lạc bộ Robot sinh viên',
      achievement: 'Giải Vàng toàn quốc',
      achievementEn: 'National gold award',
      body: 'Robot tự hành nhận dạng vật thể bằng thị giác máy tính.',
      bodyEn: 'An autonomous robot recognising objects with computer vision.',
      day: 160,
    },
    {
      title: 'Giải thưởng Sinh viên nghiên cứu khoa học cấp Bộ',
      titleEn: 'Ministry award for student research',
      recipientKind: 'student',
      achievement: 'Giải Nhì - đề tài vật liệu composite tái chế',
      achievementEn: 'Second prize - recycled composite materials',
      body: 'Đề tài được doanh nghiệp cơ khí đặt hàng thử nghiệm sản xuất.',
      bodyEn: 'A mechanical manufacturer has ordered a production trial.',
      day: 140,
    },
  ],
  news: [
    {
      category: 'tuyen-dung',
      title: 'Doanh nghiệp đối tác tuyển thực tập sinh kỹ thuật năm 2026',
      titleEn: 'Partner companies recruit engineering interns for 2026',
      summary: '40 vị trí thực tập có hỗ trợ, ưu tiên sinh viên năm ba và năm tư.',
      summaryEn: '40 paid internships, preferably for third- and fourth-year students.',
      body: [
        'Các vị trí gồm thiết kế cơ khí, tự động hoá, vi mạch và phát triển phần mềm.',
        'Ứng viên nộp CV qua mục Doanh nghiệp trên cổng thông tin.',
      ],
      bodyEn: [
        'Roles cover mechanical design, automation, chip design and software development.',
        'Send your CV through the Companies section of the portal.',
      ],
      tags: ['thực tập', 'tuyển dụng', 'kỹ thuật'],
    },
  ],
};

/** Medicine: Đại học Y Hà Nội. */
const HMU: TenantContent = {
  events: [
    {
      title: 'Hội nghị Khoa học sinh viên Y dược lần thứ 25',
      titleEn: '25th Student Conference on Medical and Pharmaceutical Research',
      summary: 'Báo cáo các đề tài y học lâm sàng, y tế công cộng và y học cơ sở của sinh viên.',
      summaryEn: 'Student research in clinical medicine, public health and basic sciences.',
      body: 'Đề tài xuất sắc được giới thiệu dự Giải thưởng Tuổi trẻ sáng tạo ngành Y tế.',
      bodyEn: 'The best projects are nominated for the health sector Young Innovators award.',
      location: 'Hội trường Tôn Thất Tùng',
      locationEn: 'Ton That Tung Hall',
      organizer: 'Phòng Quản lý Khoa học công nghệ',
      organizerEn: 'Research Management Office',
      day: 115,
      hour: 8,
      hours: 8,
    },
    {
      title: 'Ngày hội sơ cấp cứu cộng đồng',
      titleEn: 'Community first-aid day',
      summary: 'Sinh viên hướng dẫn người dân hồi sinh tim phổi và xử trí chảy máu.',
      summaryEn: 'Students teach the public CPR and how to stop bleeding.',
      body: 'Mỗi sinh viên tham gia được cấp chứng nhận hoàn thành khoá sơ cứu cơ bản.',
      bodyEn: 'Each student volunteer receives a basic first-aid course certificate.',
      location: 'Trung tâm Kỹ năng y khoa',
      locationEn: 'Medical Skills Centre',
      organizer: 'Đoàn Thanh niên',
      organizerEn: 'Youth Union',
      day: 96,
      hour: 8,
      hours: 4,
    },
  ],
  honors: [
    {
      title: 'Giải Nhất Olympic Giải phẫu học sinh viên toàn quốc',
      titleEn: 'First prize, National Student Anatomy Olympiad',
      recipientKind: 'team',
      recipientName: 'Đội tuyển Olympic Giải phẫu học',
      achievement: 'Giải Nhất đồng đội',
      achievementEn: 'First team prize',
      body: 'Đội tuyển gồm sáu sinh viên Y2 và Y3 ngành Y khoa.',
      bodyEn: 'A team of six second- and third-year medical students.',
      day: 100,
    },
    {
      title: 'Danh hiệu Thầy thuốc Nhân dân năm 2025',
      titleEn: "People's Physician 2025",
      recipientKind: 'teacher',
      achievement: 'Thầy thuốc Nhân dân',
      achievementEn: "People's Physician title",
      body: 'Hơn 30 năm điều trị, giảng dạy và đào tạo bác sĩ nội trú chuyên ngành Nội khoa.',
      bodyEn: 'More than 30 years of treating patients and training internal medicine residents.',
      day: 170,
    },
    {
      title: 'Thủ khoa kỳ thi tuyển Bác sĩ nội trú năm 2025',
      titleEn: 'Top of the 2025 medical residency entrance exam',
      recipientKind: 'student',
      achievement: 'Thủ khoa kỳ thi Bác sĩ nội trú',
      achievementEn: 'First place in the residency entrance exam',
      body: 'Lựa chọn chuyên ngành Nhi khoa tại Bệnh viện Nhi Trung ương.',
      bodyEn: 'Chose paediatrics at the National Children’s Hospital.',
      day: 120,
    },
    {
      title: 'Đội sinh viên tình nguyện khám bệnh vùng cao',
      titleEn: 'Student volunteers bring health checks to the highlands',
      recipientKind: 'team',
      recipientName: 'Đội Thầy thuốc trẻ tình nguyện',
      achievement: 'Bằng khen của Trung ương Đoàn',
      achievementEn: 'Certificate of merit from the Youth Union Central Committee',
      body: 'Khám và phát thuốc miễn phí cho hơn 3.000 người dân tại Hà Giang.',
      bodyEn: 'Free check-ups and medicine for more than 3,000 people in Ha Giang.',
      day: 260,
    },
  ],
  news: [
    {
      category: 'tuyen-dung',
      title: 'Bệnh viện đối tác tuyển điều dưỡng và kỹ thuật viên thực tập năm 2026',
      titleEn: 'Partner hospitals recruit nursing and technician interns for 2026',
      summary: '60 vị trí thực tập tại các bệnh viện tuyến trung ương và thành phố.',
      summaryEn: '60 internships in central and city hospitals.',
      body: [
        'Các vị trí gồm điều dưỡng, kỹ thuật xét nghiệm, chẩn đoán hình ảnh và phục hồi chức năng.',
        'Ứng viên nộp hồ sơ qua mục Doanh nghiệp trên cổng thông tin.',
      ],
      bodyEn: [
        'Roles cover nursing, laboratory technology, medical imaging and rehabilitation.',
        'Apply through the Companies section of the portal.',
      ],
      tags: ['thực tập', 'bệnh viện'],
    },
  ],
};

/** Cryptography and information security: Học viện Kỹ thuật mật mã. */
const ACTVN: TenantContent = {
  events: [
    {
      title: 'Cuộc thi KMA CTF 2026',
      titleEn: 'KMA CTF 2026',
      summary: 'Cuộc thi tấn công - phòng thủ an toàn thông tin 24 giờ cho sinh viên toàn quốc.',
      summaryEn: 'A 24-hour attack-defence security contest for students nationwide.',
      body: 'Các nhóm tối đa bốn người; đề thi gồm web, mật mã, dịch ngược và pháp chứng số.',
      bodyEn: 'Teams of up to four; challenges in web, cryptography, reverse engineering and forensics.',
      location: 'Phòng thực hành An toàn thông tin',
      locationEn: 'Information security lab',
      organizer: 'Khoa An toàn thông tin',
      organizerEn: 'Faculty of Information Security',
      day: 105,
      hour: 8,
      hours: 24,
    },
    {
      title: 'Hội thảo Mật mã và An toàn thông tin',
      titleEn: 'Cryptography and Information Security Workshop',
      summary: 'Chuyên gia trình bày về mật mã hậu lượng tử và chuẩn mã hoá mới.',
      summaryEn: 'Experts on post-quantum cryptography and new encryption standards.',
      body: 'Sinh viên năm ba trở lên được đăng ký tham dự phiên thảo luận chuyên đề.',
      bodyEn: 'Third-year students and above may join the topic sessions.',
      location: 'Hội trường lớn',
      locationEn: 'Main auditorium',
      organizer: 'Khoa Mật mã',
      organizerEn: 'Faculty of Cryptography',
      day: 40,
      hour: 8,
      hours: 7,
    },
  ],
  honors: [
    {
      title: 'Vô địch cuộc thi Sinh viên với An toàn thông tin ASEAN',
      titleEn: 'Champions of the ASEAN Students and Information Security contest',
      recipientKind: 'team',
      recipientName: 'Đội tuyển An toàn thông tin',
      achievement: 'Giải Nhất khu vực ASEAN',
      achievementEn: 'First prize in ASEAN',
      body: 'Đội giải trọn 18 trên 20 thử thách ở vòng chung kết.',
      bodyEn: 'The team solved 18 of 20 challenges in the final.',
      day: 150,
    },
    {
      title: 'Giải thưởng Sinh viên nghiên cứu khoa học cấp Bộ',
      titleEn: 'Ministry award for student research',
      recipientKind: 'student',
      achievement: 'Giải Nhì - mật mã hạng nhẹ cho thiết bị IoT',
      achievementEn: 'Second prize - lightweight cryptography for IoT devices',
      body: 'Thuật toán chạy trên vi điều khiển 8 bit với mức tiêu thụ năng lượng thấp.',
      bodyEn: 'The cipher runs on 8-bit microcontrollers with low energy use.',
      day: 140,
    },
    {
      title: 'Phát hiện lỗ hổng nghiêm trọng được ghi nhận CVE',
      titleEn: 'Critical vulnerability credited with a CVE',
      recipientKind: 'student',
      achievement: 'Được hãng phần mềm ghi nhận và cấp mã CVE',
      achievementEn: 'Credited by the vendor with a CVE identifier',
      body: 'Lỗ hổng được báo cáo có trách nhiệm và đã được vá trước khi công bố.',
      bodyEn: 'The flaw was disclosed responsibly and patched before publication.',
      day: 240,
    },
  ],
  news: [
    {
      category: 'tuyen-dung',
      title: 'Doanh nghiệp an ninh mạng tuyển thực tập sinh SOC và kiểm thử xâm nhập',
      titleEn: 'Cybersecurity firms recruit SOC and penetration-testing interns',
      summary: '35 vị trí thực tập tại các trung tâm giám sát an ninh mạng.',
      summaryEn: '35 internships in security operations centres.',
      body: [
        'Các vị trí gồm giám sát an ninh (SOC), kiểm thử xâm nhập và phân tích mã độc.',
        'Ứng viên nộp CV qua mục Doanh nghiệp trên cổng thông tin.',
      ],
      bodyEn: [
        'Roles cover security monitoring (SOC), penetration testing and malware analysis.',
        'Send your CV through the Companies section of the portal.',
      ],
      tags: ['thực tập', 'an toàn thông tin'],
    },
  ],
};

/** The product's own demo tenant: a multi-disciplinary university. */
const UNIGATE: TenantContent = {
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

const BY_TENANT: Readonly<Record<string, TenantContent>> = {
  hust: HUST,
  hmu: HMU,
  actvn: ACTVN,
  unigate: UNIGATE,
};

/** A tenant's own content; a university onboarded later starts with the common content only. */
export const tenantContent = (code: string): TenantContent =>
  Object.hasOwn(BY_TENANT, code) ? BY_TENANT[code] : NONE;
