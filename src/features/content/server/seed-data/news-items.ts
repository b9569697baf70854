/** News categories of every tenant: 'tin-tuc' (student-facing) and 'doanh-nghiep' (business) families. */
export const NEWS_CATEGORIES = [
  { code: 'tin-tuc', name: 'Tin tức', nameEn: 'News', parentCode: '', orderIndex: 1 },
  { code: 'dao-tao', name: 'Đào tạo', nameEn: 'Academics', parentCode: 'tin-tuc', orderIndex: 2 },
  { code: 'tuyen-sinh', name: 'Tuyển sinh', nameEn: 'Admissions', parentCode: 'tin-tuc', orderIndex: 3 },
  {
    code: 'hoat-dong-sinh-vien',
    name: 'Hoạt động sinh viên',
    nameEn: 'Student life',
    parentCode: 'tin-tuc',
    orderIndex: 4,
  },
  { code: 'hoc-bong', name: 'Học bổng', nameEn: 'Scholarships', parentCode: 'tin-tuc', orderIndex: 5 },
  {
    code: 'hop-tac-quoc-te',
    name: 'Hợp tác quốc tế',
    nameEn: 'International cooperation',
    parentCode: 'tin-tuc',
    orderIndex: 6,
  },
  { code: 'doanh-nghiep', name: 'Tin doanh nghiệp', nameEn: 'Business news', parentCode: '', orderIndex: 7 },
  {
    code: 'tuyen-dung',
    name: 'Tuyển dụng',
    nameEn: 'Recruitment',
    parentCode: 'doanh-nghiep',
    orderIndex: 8,
  },
];

/** A news article template; `{school}` / `{schoolEn}` become the tenant's name. */
export type NewsTemplate = {
  category: string;
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  body: string[];
  bodyEn: string[];
  tags: string[];
};

/** News any university publishes; each tenant adds its own (tenant-content.ts). */
export const COMMON_NEWS: NewsTemplate[] = [
  {
    category: 'dao-tao',
    title: 'Thông báo kế hoạch đăng ký học phần học kỳ 1 năm học 2026–2027',
    titleEn: 'Course registration plan for semester 1, 2026–2027',
    summary: 'Lịch đăng ký theo khoá, số tín chỉ tối thiểu và tối đa, cùng các lưu ý khi đăng ký chờ.',
    summaryEn: 'Registration windows by cohort, credit limits and notes on waitlists.',
    body: [
      'Phòng Đào tạo thông báo kế hoạch đăng ký học phần học kỳ 1 năm học 2026–2027 cho sinh viên hệ chính quy.',
      'Sinh viên đăng ký theo khung giờ của khoá mình; các lớp đã đủ chỗ cho phép đăng ký chờ.',
    ],
    bodyEn: [
      'The Academic Affairs Office announces the course registration plan for semester 1, 2026–2027.',
      "Students register in their cohort's window; full classes accept waitlist sign-ups.",
    ],
    tags: ['đăng ký học phần', 'học kỳ 1 năm học 2026–2027'],
  },
  {
    category: 'dao-tao',
    title: 'Lịch thi cuối kỳ học kỳ 2 năm học 2025–2026',
    titleEn: 'Final exam schedule, semester 2, 2025–2026',
    summary: 'Lịch thi chi tiết theo học phần đã được cập nhật trên cổng thông tin sinh viên.',
    summaryEn: 'The detailed exam schedule by course is now on the student portal.',
    body: [
      'Sinh viên kiểm tra phòng thi, ca thi và mang theo thẻ sinh viên khi dự thi.',
      'Mọi thắc mắc về trùng lịch thi gửi về Phòng Đào tạo trước ngày thi 7 ngày.',
    ],
    bodyEn: [
      'Check your room and session and bring your student card.',
      'Report exam clashes to the Academic Affairs Office at least 7 days before the exam.',
    ],
    tags: ['lịch thi'],
  },
  {
    category: 'dao-tao',
    title: 'Hướng dẫn xét tốt nghiệp đợt tháng 6/2026',
    titleEn: 'Graduation review guidelines, June 2026',
    summary: 'Điều kiện, hồ sơ và mốc thời gian xét công nhận tốt nghiệp.',
    summaryEn: 'Conditions, documents and dates for the graduation review.',
    body: [
      'Sinh viên hoàn thành chương trình đào tạo, đạt chuẩn ngoại ngữ đầu ra và không nợ học phí được xét tốt nghiệp.',
      'Hồ sơ nộp trực tuyến trước ngày 15/5/2026.',
    ],
    bodyEn: [
      'Students who completed their programme, met the language requirement and have no tuition debt are reviewed.',
      'Apply online before 15 May 2026.',
    ],
    tags: ['tốt nghiệp'],
  },
  {
    category: 'tuyen-sinh',
    title: '{school} công bố phương án tuyển sinh đại học năm 2026',
    titleEn: '{schoolEn} announces its 2026 undergraduate admission plan',
    summary: 'Ba phương thức xét tuyển: điểm thi tốt nghiệp THPT, xét tuyển tài năng và đánh giá tư duy.',
    summaryEn: 'Three routes: the national exam, talent-based admission and the thinking assessment test.',
    body: [
      'Năm 2026 nhà trường dự kiến tuyển sinh hơn 8.000 chỉ tiêu với ba phương thức xét tuyển.',
      'Thí sinh theo dõi thông tin chính thức trên trang tuyển sinh của trường.',
    ],
    bodyEn: [
      'In 2026 the university plans to admit more than 8,000 students through three routes.',
      'Candidates should follow the official admissions site.',
    ],
    tags: ['tuyển sinh 2026'],
  },
  {
    category: 'hoat-dong-sinh-vien',
    title: 'Chiến dịch Mùa hè xanh 2026 chính thức khởi động',
    titleEn: 'The 2026 Green Summer volunteer campaign begins',
    summary: 'Hơn 1.500 tình nguyện viên tham gia xây dựng nông thôn mới tại 12 tỉnh.',
    summaryEn: 'More than 1,500 volunteers will work on rural development in 12 provinces.',
    body: [
      'Lễ ra quân được tổ chức tại sân vận động trung tâm với sự tham gia của Ban Giám hiệu.',
      'Các đội hình sẽ hoạt động từ ngày 1/7 đến ngày 31/7/2026.',
    ],
    bodyEn: [
      'The launch ceremony took place at the main stadium with the university leadership.',
      'Teams will work from 1 to 31 July 2026.',
    ],
    tags: ['tình nguyện', 'mùa hè xanh'],
  },
  {
    category: 'hoat-dong-sinh-vien',
    title: 'Sinh viên {school} giành giải Nhất cuộc thi Khởi nghiệp sáng tạo',
    titleEn: '{schoolEn} students win first prize at the Innovation Startup contest',
    summary: 'Dự án ứng dụng trí tuệ nhân tạo hỗ trợ nông dân chẩn đoán bệnh cây trồng.',
    summaryEn: 'An AI app that helps farmers diagnose crop diseases.',
    body: [
      'Đội thi gồm 5 sinh viên năm ba đã vượt qua 120 dự án từ các trường đại học trên cả nước.',
      'Dự án sẽ được ươm tạo tại vườn ươm của nhà trường trong 6 tháng.',
    ],
    bodyEn: [
      'The team of five third-year students beat 120 projects from universities nationwide.',
      'The project will be incubated by the university for six months.',
    ],
    tags: ['khởi nghiệp'],
  },
  {
    category: 'hoc-bong',
    title: 'Kết quả xét học bổng khuyến khích học tập học kỳ 1 năm học 2025–2026',
    titleEn: 'Academic merit scholarship results, semester 1, 2025–2026',
    summary: 'Danh sách sinh viên nhận học bổng và thời gian chi trả.',
    summaryEn: 'Recipients and payment dates.',
    body: [
      'Có 1.245 sinh viên đạt học bổng khuyến khích học tập với tổng giá trị hơn 9 tỷ đồng.',
      'Học bổng được chuyển khoản trước ngày 30/3/2026.',
    ],
    bodyEn: [
      '1,245 students receive merit scholarships worth more than 9 billion dong in total.',
      'Payments are made before 30 March 2026.',
    ],
    tags: ['học bổng'],
  },
  {
    category: 'hoc-bong',
    title: 'Mở đơn học bổng doanh nghiệp năm học 2026-2027',
    titleEn: 'Company scholarships open for 2026-2027',
    summary: 'Hơn 300 suất học bổng từ 25 doanh nghiệp đối tác, hạn nộp hồ sơ 30/9/2026.',
    summaryEn: 'More than 300 awards from 25 partner companies; apply by 30 September 2026.',
    body: [
      'Sinh viên nộp hồ sơ trực tuyến tại mục Học bổng, kèm bảng điểm và thư giới thiệu.',
      'Một số học bổng kèm cơ hội thực tập hưởng lương.',
    ],
    bodyEn: [
      'Apply online under Scholarships with your transcript and a reference letter.',
      'Some awards include a paid internship.',
    ],
    tags: ['học bổng', 'doanh nghiệp'],
  },
  {
    category: 'hop-tac-quoc-te',
    title: 'Chương trình trao đổi sinh viên học kỳ mùa thu 2026 với các đại học châu Âu',
    titleEn: 'Autumn 2026 student exchange with European universities',
    summary: 'Sinh viên năm hai, năm ba có IELTS 6.0 trở lên đủ điều kiện đăng ký.',
    summaryEn: 'Second- and third-year students with IELTS 6.0 or above may apply.',
    body: [
      'Chương trình được tài trợ một phần học phí và sinh hoạt phí theo khuôn khổ Erasmus+.',
      'Hạn nộp hồ sơ: 15/4/2026.',
    ],
    bodyEn: ['The programme is partly funded under Erasmus+.', 'Deadline: 15 April 2026.'],
    tags: ['trao đổi', 'Erasmus+'],
  },
  {
    category: 'dao-tao',
    title: 'Điều chỉnh lịch học do nghỉ Tết Nguyên đán Bính Ngọ 2026',
    titleEn: 'Timetable changes for the 2026 Lunar New Year holiday',
    summary: 'Sinh viên nghỉ Tết từ 9/2 đến 22/2/2026; các buổi học bù được cập nhật trên thời khóa biểu.',
    summaryEn: 'The holiday runs from 9 to 22 February 2026; make-up sessions are on the timetable.',
    body: [
      'Các lớp học bù được xếp vào tuần 26 và 27.',
      'Sinh viên theo dõi thời khóa biểu để cập nhật phòng học mới.',
    ],
    bodyEn: ['Make-up classes are scheduled in weeks 26 and 27.', 'Check the timetable for new rooms.'],
    tags: ['Tết', 'thời khóa biểu'],
  },
  {
    category: 'hoat-dong-sinh-vien',
    title: 'Khai mạc Giải bóng đá sinh viên {school} năm 2026',
    titleEn: '{schoolEn} student football tournament 2026 opens',
    summary: '32 đội bóng đến từ các khoa, viện tranh tài trong 4 tuần.',
    summaryEn: '32 teams from the faculties compete over four weeks.',
    body: [
      'Trận khai mạc diễn ra trên sân vận động của trường với hàng nghìn cổ động viên.',
      'Trận chung kết dự kiến vào ngày 20/4/2026.',
    ],
    bodyEn: [
      'The opening match drew thousands of supporters to the university stadium.',
      'The final is planned for 20 April 2026.',
    ],
    tags: ['thể thao'],
  },
];
