/** A department's field, as the learn catalogue classifies it (it, electrical, mechanical, …). */
export type Field = 'it' | 'electrical' | 'mechanical' | 'economics' | 'medicine' | 'security';

/**
 * Subject words of each field for topic names and thesis text: what is built or studied
 * (`objects`), how (`methods`), where it is applied (`domains`) and what is measured (`metrics`).
 */
export const FIELD_VOCABULARY: Readonly<
  Record<Field, { objects: string[]; methods: string[]; domains: string[]; metrics: string[] }>
> = {
  it: {
    objects: [
      'hệ thống gợi ý sản phẩm',
      'ứng dụng quản lý học tập',
      'nền tảng thương mại điện tử',
      'hệ thống hỏi đáp tự động',
      'công cụ phân tích log máy chủ',
      'hệ thống nhận dạng chữ viết tay',
      'ứng dụng di động đặt lịch khám bệnh',
      'kho dữ liệu bán hàng',
      'hệ thống phát hiện tin giả',
      'chatbot hỗ trợ tuyển sinh',
      'hệ thống giám sát giao thông',
      'dịch vụ tìm kiếm văn bản tiếng Việt',
    ],
    methods: [
      'học sâu',
      'mạng nơ-ron tích chập',
      'mô hình ngôn ngữ lớn',
      'kiến trúc vi dịch vụ',
      'học tăng cường',
      'xử lý ngôn ngữ tự nhiên',
      'đồ thị tri thức',
      'điện toán đám mây',
      'phân cụm dữ liệu',
      'truy hồi thông tin',
    ],
    domains: [
      'giáo dục',
      'y tế',
      'thương mại điện tử',
      'ngân hàng',
      'giao thông đô thị',
      'nông nghiệp thông minh',
    ],
    metrics: [
      'độ chính xác',
      'độ trễ phản hồi',
      'thông lượng',
      'độ đo F1',
      'mức sử dụng bộ nhớ',
      'thời gian huấn luyện',
    ],
  },
  electrical: {
    objects: [
      'bộ điều khiển động cơ một chiều',
      'hệ thống giám sát năng lượng mặt trời',
      'mạch nghịch lưu ba pha',
      'hệ thống nhà thông minh',
      'bộ thu phát vô tuyến',
      'hệ thống đo nhiệt độ không dây',
      'robot tự hành trong nhà kho',
      'lưới điện siêu nhỏ',
    ],
    methods: [
      'điều khiển PID',
      'điều khiển mờ',
      'vi điều khiển ARM',
      'mạng cảm biến không dây',
      'xử lý tín hiệu số',
      'điều khiển dự báo mô hình',
      'FPGA',
      'Internet vạn vật',
    ],
    domains: ['công nghiệp', 'tòa nhà', 'nông nghiệp', 'năng lượng tái tạo', 'giao thông', 'bệnh viện'],
    metrics: [
      'sai số xác lập',
      'thời gian đáp ứng',
      'hiệu suất',
      'công suất tiêu thụ',
      'tỉ số tín hiệu trên nhiễu',
    ],
  },
  mechanical: {
    objects: [
      'máy cắt CNC mini',
      'hệ thống treo ô tô',
      'cánh tay robot gắp sản phẩm',
      'băng tải phân loại sản phẩm',
      'khuôn ép nhựa',
      'hộp số xe điện',
      'máy in 3D',
      'hệ thống phanh chống bó cứng',
    ],
    methods: [
      'phân tích phần tử hữu hạn',
      'thiết kế CAD/CAM',
      'mô phỏng động lực học',
      'tối ưu hóa hình học',
      'điều khiển servo',
      'thị giác máy',
    ],
    domains: ['sản xuất ô tô', 'chế biến thực phẩm', 'đóng tàu', 'cơ khí chính xác', 'logistics'],
    metrics: ['độ bền mỏi', 'độ cứng vững', 'sai số gia công', 'năng suất', 'độ rung'],
  },
  economics: {
    objects: [
      'chiến lược marketing số',
      'mô hình quản trị chuỗi cung ứng',
      'hệ thống kiểm soát nội bộ',
      'chính sách tín dụng',
      'kế hoạch kinh doanh khởi nghiệp',
      'mô hình định giá cổ phiếu',
      'quy trình quản trị nhân sự',
    ],
    methods: [
      'hồi quy tuyến tính',
      'phân tích SWOT',
      'mô hình cấu trúc tuyến tính',
      'khảo sát bảng hỏi',
      'phân tích dữ liệu bảng',
      'thẻ điểm cân bằng',
    ],
    domains: ['doanh nghiệp vừa và nhỏ', 'ngân hàng thương mại', 'bán lẻ', 'du lịch', 'xuất khẩu nông sản'],
    metrics: ['lợi nhuận', 'mức độ hài lòng của khách hàng', 'tỉ lệ nợ xấu', 'thị phần', 'chi phí vận hành'],
  },
  medicine: {
    objects: [
      'đặc điểm lâm sàng bệnh tăng huyết áp',
      'tình trạng dinh dưỡng trẻ dưới năm tuổi',
      'kết quả điều trị viêm phổi',
      'kiến thức phòng bệnh đái tháo đường',
      'chất lượng cuộc sống bệnh nhân ung thư',
      'tỉ lệ sâu răng ở học sinh',
      'chăm sóc người bệnh sau phẫu thuật',
    ],
    methods: [
      'nghiên cứu mô tả cắt ngang',
      'nghiên cứu bệnh chứng',
      'thử nghiệm lâm sàng ngẫu nhiên',
      'phỏng vấn sâu',
      'phân tích hồi cứu hồ sơ bệnh án',
      'theo dõi dọc',
    ],
    domains: ['bệnh viện tuyến tỉnh', 'trạm y tế xã', 'cộng đồng dân cư', 'trường tiểu học', 'khoa hồi sức'],
    metrics: [
      'tỉ lệ mắc',
      'tỉ lệ khỏi bệnh',
      'thời gian nằm viện',
      'chỉ số khối cơ thể',
      'điểm chất lượng cuộc sống',
    ],
  },
  security: {
    objects: [
      'hệ thống phát hiện xâm nhập',
      'giao thức xác thực hai yếu tố',
      'công cụ phân tích mã độc',
      'hệ thống quản lý khóa',
      'chữ ký số trên thiết bị di động',
      'tường lửa ứng dụng web',
      'hệ thống giám sát an ninh mạng',
    ],
    methods: [
      'mật mã đường cong elliptic',
      'học máy',
      'phân tích tĩnh mã nguồn',
      'hàm băm mật mã',
      'kiểm thử xâm nhập',
      'mật mã hậu lượng tử',
    ],
    domains: [
      'ngân hàng điện tử',
      'chính phủ điện tử',
      'mạng doanh nghiệp',
      'thiết bị IoT',
      'điện toán đám mây',
    ],
    metrics: ['tỉ lệ phát hiện', 'tỉ lệ cảnh báo sai', 'thời gian mã hóa', 'độ an toàn', 'chi phí tính toán'],
  },
};

/** The field of a department from its name: the learn catalogue's own rule. */
export { fieldOfDepartment as fieldOf } from '../../../learn/server/seed/course-pools';
